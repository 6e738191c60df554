/** Blood groups, in the order the forms list them. */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** Blood groups in the order the donor and user list filters show them (after 'All'). */
export const BLOOD_GROUP_FILTER_ORDER: readonly BloodGroup[] = ['A+', 'B+', 'O+', 'AB+', 'A-', 'B-', 'O-', 'AB-'];

/** Teams a board member can belong to (shown as coloured badges on the about-us page). */
export const TEAMS = ['open-source', 'social', 'broadcast', 'design', 'resource-sharing'] as const;
export type Team = (typeof TEAMS)[number];

/** The role of each team: what its members do for the organisation (the admin dashboard's Teams card). */
export const TEAM_ROLES: Record<Team, string> = {
  'open-source': 'Builds and maintains this platform',
  social: 'Runs donor drives and outreach in the community',
  broadcast: 'Spreads the word about drives and urgent requests',
  design: 'Designs the site and campaign material',
  'resource-sharing': 'Shares guides and resources with donors and hospitals',
};

/** Genders as the registration form offers them. */
export const REGISTRATION_GENDERS = ['male', 'female', 'other'] as const;
export type RegistrationGender = (typeof REGISTRATION_GENDERS)[number];

/** Genders as the blood request and donation forms offer them. */
export const FORM_GENDERS = ['Male', 'Female', 'Other'] as const;
export type FormGender = (typeof FORM_GENDERS)[number];

/** Captchas the contact and forgot-password forms can show (the server's CAPTCHA_PROVIDER setting). */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];
