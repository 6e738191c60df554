import { TEAMS } from './options';
import { ROLES } from './roles';

/** Validation messages, character for character as the spec (section 5) gives them. */
export const REGISTRATION_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  ageRequired: 'Age is required',
  ageMin: 'You must be at least 18 years old',
  ageMax: 'Age must be at most 120',
  ageWhole: 'Age must be a whole number',
  bloodGroupRequired: 'Blood group is required',
  bloodGroupInvalid: 'Blood group must be one of A+, A-, B+, B-, AB+, AB-, O+, O-',
  genderRequired: 'Gender is required',
  genderInvalid: 'Gender must be one of male, female, other',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number must be 10 digits',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 72 characters',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsMatch: 'Passwords must match',
} as const;

/** The role an admin gives an account (PUT /api/admin/users/{id}). */
export const ROLE_MESSAGES = {
  roleRequired: 'Role is required',
  roleInvalid: `role must be one of: ${ROLES.join(', ')}`,
} as const;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
} as const;

/** Reset Password and Change Password: their own fields (the new password has the registration's messages). */
export const PASSWORD_FORM_MESSAGES = {
  resetTokenRequired: 'token is required',
  resetLinkInvalid: 'Reset link is invalid or has expired',
  currentRequired: 'Current password is required',
  currentWrong: 'Current password is incorrect',
} as const;

/** Shared by the Make Blood Request and Donate Blood forms. */
export const DONOR_FORM_MESSAGES = {
  nameRequired: '* Name is required',
  nameMax: '* Name must be at most 100 characters',
  emailInvalid: '* Invalid email address',
  emailRequired: '* Email is required',
  bloodGroupRequired: '* Blood group is required',
  bloodGroupInvalid: '* Blood group must be one of A+, A-, B+, B-, AB+, AB-, O+, O-',
  unitsRequired: '* Units are required',
  unitsPositiveInteger: '* Units must be a positive whole number',
  unitsMax: '* Units must be at most 20',
  mobileInvalid: '* Invalid phone number',
  mobileRequired: '* Mobile number is required',
  genderRequired: '* Gender is required',
  genderInvalid: '* Gender must be one of Male, Female, Other',
  agePositive: '* Age must be a positive number',
  ageMin: '* Age must be at least 18',
  ageMax: '* Age must be at most 120',
  ageWhole: '* Age must be a whole number',
  ageRequired: '* Age is required',
  diseaseMax: '* Disease must be at most 100 characters',
  cityRequired: '* City is required',
  cityMax: '* City must be at most 100 characters',
  addressRequired: '* Address is required',
  addressMax: '* Address must be at most 2000 characters',
  dateRequired: '* Date is required',
  dateInvalid: '* Date must be a valid date',
  donationTypeInvalid: '* Donation type must be one of whole-blood, platelets, plasma, double-red-cells',
  hospitalMax: '* Hospital must be at most 100 characters',
  neededByInvalid: '* Needed by must be a valid date',
  neededByPast: '* Needed by cannot be in the past',
  urgentInvalid: '* Urgent must be true or false',
} as const;

/** Saying whether and where a donor may be asked to give (PUT /api/user/availability). */
export const AVAILABILITY_MESSAGES = {
  availableRequired: 'Say whether you are available (true or false)',
  cityRequired: 'City is required when you are available',
  cityMax: 'City must be at most 100 characters',
} as const;

/** A donor's answer to being asked for a blood request. */
export const DONOR_ANSWER_MESSAGES = {
  answerInvalid: "Answer must be 'yes' or 'no'",
} as const;

/** The two answers as both web apps name them (the donor's buttons, the panel's matches). */
export const DONOR_ANSWER_LABELS = { yes: 'I can help', no: 'Not now' } as const;

/** Create Event and Edit Event (spec section 5). */
export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required',
  locationRequired: 'Location is required',
  dateTimeRequired: 'Date and time are required',
  dateTimeInvalid: 'Date and time must be a valid date and time',
  organizerRequired: 'Organizer is required',
  descriptionRequired: 'Description is required',
  tooLong: 'Must be at most 100 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
} as const;

/** Donation drives, slots and appointments (issue 23). */
export const DRIVE_MESSAGES = {
  dateTimeInvalid: 'Must be a date and time with Z or an offset',
  startRequired: 'start is required',
  endRequired: 'end is required',
  endBeforeStart: 'end must be after start',
  slotMinutesInvalid: 'slotMinutes must be a whole number from 5 to 60',
  chairsInvalid: 'chairs must be a whole number from 1 to 50',
  sessionsRequired: 'sessions must list at least one session',
  tooManySessions: 'sessions may list at most 20 sessions',
  slotStartRequired: 'slotStart is required',
  driveIdInvalid: 'driveId must be a positive whole number',
  full: 'This time is full',
  closed: 'Booking for this time has closed',
  notADrive: 'This event is not a donation drive',
  noSuchSlot: 'There is no such time at this drive',
  sessionMustEnd: 'A session must end in the future',
  driveNotFound: 'Drive not found',
  appointmentNotFound: 'Appointment not found',
  notOpen: 'This appointment is no longer booked',
  /** A change of sessions (or ending the drive) that would cancel booked appointments, until the admin confirms. */
  wouldCancel: (count: number) =>
    `This change would cancel ${count} booking${count === 1 ? '' : 's'}; send it again with ?confirm=true to cancel ${count === 1 ? 'it' : 'them'} and tell the donor${count === 1 ? '' : 's'} by email`,
  /** The donor may not give on the drive's day under the eligibility rules. */
  notEligibleUntil: (day: string) => `You may give blood again from ${day}; choose a drive on or after that day`,
  /** The donor's one open appointment, named by its local date and time. */
  alreadyBooked: (when: string) => `You already have an appointment on ${when}; change or cancel it first`,
  /** The email to a donor whose booking an admin's change cancelled. */
  cancelledByOrganiserSubject: 'Your blood donation appointment was cancelled',
  /** GET/PUT/DELETE /api/appointments/by-token/{token}: a token that is not one the server signed (404). */
  linkInvalid: 'This appointment link is not valid',
  /** The same for a link already used, or whose time has started, or whose appointment is no longer booked (410). */
  linkGone: 'This appointment link has been used or has expired; use the link in the newest email, or log in',
} as const;

/**
 * What to bring and how to prepare for a whole-blood donation (BLOOD-DOMAIN.md): the one text the reminder and the
 * confirmation emails carry, and the public site shows beside an appointment.
 */
export const DONATION_PREPARATION = [
  'Eat a proper meal before you come.',
  'Drink about 500 mL of extra water in the hours before.',
  'Bring photo ID.',
  'Wear sleeves that roll up.',
  'The visit takes about an hour; the donation itself about 10 minutes.',
] as const;

/** The emails about an appointment: confirmation (booked or moved), reminder, cancellation. */
export const APPOINTMENT_EMAILS = {
  confirmedSubject: 'Your blood donation appointment is booked',
  movedSubject: 'Your blood donation appointment has changed',
  reminderSubject: 'Reminder: your blood donation appointment',
  cancelledSubject: 'Your blood donation appointment is cancelled',
  /** The body: what happened, when and where (in the drive's zone), then `extra` lines. */
  text: (opening: string, drive: string, place: string, when: string, extra: readonly string[]) =>
    [opening, '', `Where: ${drive}, ${place}`, `When: ${when}`, '', ...extra].join('\n'),
  confirmedOpening: 'Thank you for booking a time to give blood.',
  movedOpening: 'Your appointment has moved to a new time. The calendar entry attached replaces the earlier one.',
  reminderOpening: 'A reminder of your appointment to give blood.',
  cancelledOpening: 'Your appointment to give blood is cancelled. The calendar entry attached removes it.',
  cancelledByOrganiserOpening: "Your appointment to give blood was cancelled because the drive's times changed. Please book another time.",
  prepareHeading: 'How to prepare:',
  /** The change-or-cancel link, usable once, until the appointment starts. */
  manageLine: (link: string) => `To change or cancel without logging in, open this link (it works once, until your appointment starts):\n${link}`,
  /** The .ics event's summary. */
  calendarSummary: (drive: string) => `Blood donation: ${drive}`,
} as const;

/** The drive desk: check-in, outcomes, walk-ins and drive staff (issue 23 points 6 and 8). */
export const DRIVE_DESK_MESSAGES = {
  statusInvalid: "status must be one of: checked-in, donated, deferred, no-show",
  unitsInvalid: 'units must be 1 or 2',
  haemoglobinInvalid: 'haemoglobin must be a number of g/dL from 5 to 25',
  pulseInvalid: 'pulse must be a whole number of beats per minute from 30 to 220',
  bloodPressureInvalid: "bloodPressure must be 'systolic/diastolic' in mmHg, such as 120/80",
  deferralReasonInvalid: 'deferralReason must be one of the listed reasons',
  deferredUntilInvalid: 'deferredUntil must be a date (YYYY-MM-DD), the first day the donor may give again',
  deferredUntilPast: 'deferredUntil must be after the drive day',
  notForStatus: (status: string) => `Not recorded for status ${status}`,
  emailRequired: 'email is required',
  userIdsInvalid: 'userIds must list positive whole numbers (at most 100)',
  notAssigned: 'You are not staff of this drive',
  notDriveDay: "Check-in and outcomes are recorded only on the drive's days",
  notYetOver: "'No show' is recorded only after the appointment's time",
  noDonorWithEmail: 'No registered donor has this email address',
  cannotGoFrom: (from: string, to: string) => `An appointment that is ${from} cannot become ${to}`,
  noBloodGroup: "The donor's account has no blood group; they add it in their profile first",
  unknownAccounts: (ids: readonly number[]) => `No account has id ${ids.join(', ')}`,
  alreadyStaff: (names: readonly string[]) => `Already staff with a wider role (sees every drive): ${names.join(', ')}`,
  deferredAtDrive: (day: string) => `Deferred at a donation drive: you may give again from ${day}`,
  walkInHasOpen: (when: string) => `This donor already has an appointment on ${when}; check that one in`,
} as const;

/** Contact form (spec section 5) and its captcha. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  tooLong: 'Must be at most 100 characters',
  messageTooLong: 'Message must be at most 2000 characters',
  captchaRequired: 'Please complete the captcha.',
  captchaFailed: 'Captcha verification failed. Please try again.',
} as const;

/** Newsletter sign-up (spec section 5). */
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  /** The server's answers (the spec leaves these to the server). */
  subscribed: 'Subscribed to the newsletter.',
  unsubscribed: 'You have been unsubscribed from the newsletter.',
  tokenRequired: 'token is required',
  invalidLink: 'This unsubscribe link is not valid.',
} as const;

/** Volunteer form (spec section 5): every field required except the event. */
export const VOLUNTEER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Date of birth must be a valid date in the past',
  /** The registration's age rule, in its words. */
  dobTooYoung: 'You must be at least 18 years old',
  genderRequired: 'Gender is required',
  genderInvalid: 'Gender must be one of Male, Female, Other',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Invalid phone number',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipCodeRequired: 'Zip code is required',
  zipCodeInvalid: 'Invalid zip code',
  messageRequired: 'Message is required',
  tooLong: 'Must be at most 100 characters',
  longTooLong: 'Must be at most 2000 characters',
} as const;

/** What the board member endpoints answer to a form that breaks the rules (the spec leaves them to the server). */
export const BOARD_MEMBER_FORM_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  fullNameTooLong: 'Full name must be at most 100 characters.',
  descriptionRequired: 'Description is required.',
  descriptionTooLong: 'Description must be at most 2000 characters.',
  urlInvalid: 'Must be an absolute http(s) URL.',
  urlTooLong: 'A URL must be at most 500 characters.',
  teamsRequired: 'Choose at least one team.',
  teamsInvalid: `Teams must be among: ${TEAMS.join(', ')}.`,
} as const;

/** Answers of the volunteer endpoints that the spec leaves to the server; the donor's page toasts the server's. */
export const VOLUNTEER_API_MESSAGES = {
  deleted: 'Volunteer deleted successfully.',
  notFound: 'Volunteer not found.',
  withdrawn: 'You have withdrawn your volunteer sign-up.',
} as const;

/** Answers of the event endpoints that the spec leaves to the server; the admin panel toasts the same words. */
export const EVENT_API_MESSAGES = {
  deleted: 'Event deleted successfully!',
  notFound: 'Event not found.',
} as const;

/** Answers of the contact endpoints that the web apps also show: the contact page's thanks, the panel's toast. */
export const CONTACT_API_MESSAGES = {
  received: "Thank you for your message! We'll get back to you soon.",
  deleted: 'Contact deleted successfully.',
} as const;

/** Answers of the account and board member endpoints that the admin panel also toasts. */
export const USER_API_MESSAGES = { deleted: 'User deleted successfully!' } as const;
export const BOARD_MEMBER_API_MESSAGES = { deleted: 'Board member deleted successfully.' } as const;

/** Answers of the password endpoints, which the public site shows when the server sends none. */
export const PASSWORD_API_MESSAGES = {
  /** The same answer whether or not the email has an account. */
  linkSent: 'If an account exists for that email, we have sent a link to reset its password.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  changed: 'Your password has been changed. Your other sessions have been logged out.',
} as const;

/** Answers of the profile endpoints (GET/PUT /api/user/me and the email change), which the public site shows. */
export const PROFILE_API_MESSAGES = {
  emailLinkSent: 'We have sent a link to your new address. Open it within 24 hours to use that address from then on.',
  emailChanged: 'Your email address has been changed. Log in with the new address from now on.',
  passwordWrong: 'The password is wrong.',
  sameEmail: 'That is already your email address.',
  linkInvalid: 'This link has expired or has already been used. Ask for a new one from your profile.',
} as const;

/** A drive's waitlist (issue 23 point 4): joining, leaving, and the offers of freed times. */
export const WAITLIST_MESSAGES = {
  freeTimes: 'There are free times at this drive; book one of them instead',
  alreadyWaiting: "You are already on this drive's waitlist",
  hasAppointment: 'You already have an appointment at this drive',
  notWaiting: "You are not on this drive's waitlist",
  closed: 'Booking at this drive has closed',
  /** An offer link that was used, declined, expired or withdrawn (or never was one). */
  offerGone: 'This offer has expired or has already been answered',
  left: "You have left this drive's waitlist.",
  declined: 'You have declined the offer; the time goes to the next donor waiting.',
  offerSubject: 'A time at a blood donation drive is free for you',
  /** The offer email: the drive, its local time, the link, and until when it holds the chair. */
  offerText: (event: string, when: string, link: string, until: string) =>
    `A time has freed up at ${event}: ${when}. It is held for you until ${until}.\n\nTo book it or to let the next donor have it, open this link:\n${link}\n\nNobody books it for you: if you do not answer in time, it goes to the next donor waiting.`,
  expiredSubject: 'The time held for you at a blood donation drive has passed',
  /** The email when an offer's hold ends unanswered: the drive, the time it held, and where to book another. */
  expiredText: (event: string, when: string, link: string) =>
    `The time held for you at ${event} (${when}) was not taken in time, so it has gone to the next donor waiting, and you have left this drive's waitlist.\n\nThank you for wanting to give. You can book another time, or join the waitlist again, here:\n${link}`,
} as const;
