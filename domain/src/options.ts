/** Blood groups, in the order the forms list them. */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** Blood groups in the order the donor and user list filters show them (after 'All'). */
export const BLOOD_GROUP_FILTER_ORDER: readonly BloodGroup[] = ['A+', 'B+', 'O+', 'AB+', 'A-', 'B-', 'O-', 'AB-'];

/** Teams a board member can belong to (shown as coloured badges on the about-us page). */
export const TEAMS = ['open-source', 'social', 'broadcast', 'design', 'resource-sharing'] as const;
export type Team = (typeof TEAMS)[number];

/** Genders as the registration form offers them. */
export const REGISTRATION_GENDERS = ['male', 'female', 'other'] as const;
export type RegistrationGender = (typeof REGISTRATION_GENDERS)[number];

/** Genders as the blood request and donation forms offer them. */
export const FORM_GENDERS = ['Male', 'Female', 'Other'] as const;
export type FormGender = (typeof FORM_GENDERS)[number];
