import { BLOOD_GROUPS, REGISTRATION_GENDERS } from './options';
import { LOGIN_MESSAGES, REGISTRATION_MESSAGES as R } from './messages';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MAX_AGE,
  MIN_AGE,
  MOBILE_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './rules';

/** Field name -> first failing message. An empty object means the values are valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a form holds: text inputs give strings, number inputs may give numbers. */
export type FormValue = string | number | boolean | null | undefined;

export function isBlank(value: FormValue): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

function text(value: FormValue): string {
  return isBlank(value) ? '' : String(value).trim();
}

export interface RegistrationValues {
  username: FormValue;
  email: FormValue;
  age: FormValue;
  bloodGroup: FormValue;
  gender: FormValue;
  mobile: FormValue;
  password: FormValue;
  confirmPassword: FormValue;
}
export type RegistrationField = keyof RegistrationValues;

export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = {};
  const username = text(values.username);
  if (!username) errors.username = R.usernameRequired;
  else if (username.length < USERNAME_MIN_LENGTH) errors.username = R.usernameMin;
  else if (username.length > USERNAME_MAX_LENGTH) errors.username = R.usernameMax;

  const email = text(values.email);
  if (!email) errors.email = R.emailRequired;
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = R.emailInvalid;

  const age = Number(text(values.age));
  if (isBlank(values.age)) errors.age = R.ageRequired;
  else if (!Number.isFinite(age) || age < MIN_AGE) errors.age = R.ageMin;
  else if (!Number.isInteger(age)) errors.age = R.ageWhole;
  else if (age > MAX_AGE) errors.age = R.ageMax;

  const bloodGroup = text(values.bloodGroup);
  if (!bloodGroup) errors.bloodGroup = R.bloodGroupRequired;
  else if (!(BLOOD_GROUPS as readonly string[]).includes(bloodGroup)) errors.bloodGroup = R.bloodGroupInvalid;

  const gender = text(values.gender);
  if (!gender) errors.gender = R.genderRequired;
  else if (!(REGISTRATION_GENDERS as readonly string[]).includes(gender)) errors.gender = R.genderInvalid;

  const mobile = text(values.mobile);
  if (!mobile) errors.mobile = R.mobileRequired;
  else if (!MOBILE_PATTERN.test(mobile)) errors.mobile = R.mobileDigits;

  const password = isBlank(values.password) ? '' : String(values.password);
  if (!password) errors.password = R.passwordRequired;
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = R.passwordMin;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = R.passwordMax;

  const confirmPassword = isBlank(values.confirmPassword) ? '' : String(values.confirmPassword);
  if (!confirmPassword) errors.confirmPassword = R.confirmPasswordRequired;
  else if (confirmPassword !== password) errors.confirmPassword = R.passwordsMatch;

  return errors;
}

export interface LoginValues {
  email: FormValue;
  password: FormValue;
}
export type LoginField = keyof LoginValues;

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  const email = text(values.email);
  if (!email) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = LOGIN_MESSAGES.emailInvalid;
  if (isBlank(values.password)) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}
