/** Business limits of section 9 of the spec, shared by the forms and the API. */
export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
/** bcrypt reads at most 72 bytes of a password. */
export const PASSWORD_MAX_LENGTH = 72;
export const EMAIL_MAX_LENGTH = 254;
/** Upper bound for short free-text fields (names, cities, diseases). */
export const TEXT_MAX_LENGTH = 100;
/** Upper bound for long free-text fields (addresses, messages). */
export const LONG_TEXT_MAX_LENGTH = 2000;
export const MAX_UNITS = 20;

/** Plain email shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Registration mobile: exactly 10 digits. */
export const MOBILE_PATTERN = /^\d{10}$/;
/** Request and donation mobile: optional country code (+ and 1-3 digits, optional dash or space) then 10 digits. */
export const PHONE_PATTERN = /^(\+\d{1,3}[- ]?)?\d{10}$/;
/** Calendar date as a date input sends it. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Postal codes: 3 to 10 letters, digits, spaces or dashes, starting with a letter or digit. */
export const ZIP_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;
