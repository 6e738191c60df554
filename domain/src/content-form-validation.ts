import { isCalendarDate } from './donor-form-validation';
import { FieldErrors, FormValue, isBlank } from './form-validation';
import { CONTACT_MESSAGES as C, VOLUNTEER_MESSAGES as V } from './messages';
import { FORM_GENDERS } from './options';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, LONG_TEXT_MAX_LENGTH, MIN_AGE, PHONE_PATTERN, TEXT_MAX_LENGTH, ZIP_CODE_PATTERN } from './rules';

function text(value: FormValue): string {
  return isBlank(value) ? '' : String(value).trim();
}

/** Required text up to a length: the first failing message, or undefined. */
function checkText(value: FormValue, required: string, tooLong: string, max = TEXT_MAX_LENGTH): string | undefined {
  const trimmed = text(value);
  if (!trimmed) return required;
  return trimmed.length > max ? tooLong : undefined;
}

function checkEmail(value: FormValue, required: string, invalid: string): string | undefined {
  const email = text(value);
  if (!email) return required;
  return email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email) ? invalid : undefined;
}

/** Drops the fields that passed. */
function failing<Field extends string>(checks: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message !== undefined)) as FieldErrors<Field>;
}

export interface ContactValues {
  name: FormValue;
  email: FormValue;
  subject: FormValue;
  message: FormValue;
}
export type ContactField = keyof ContactValues;

/** Contact form fields (the captcha is checked by the server). */
export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  return failing<ContactField>({
    name: checkText(values.name, C.nameRequired, C.tooLong),
    email: checkEmail(values.email, C.emailRequired, C.emailInvalid),
    subject: checkText(values.subject, C.subjectRequired, C.tooLong),
    message: checkText(values.message, C.messageRequired, C.messageTooLong, LONG_TEXT_MAX_LENGTH),
  });
}

export interface VolunteerValues {
  firstName: FormValue;
  lastName: FormValue;
  dob: FormValue;
  gender: FormValue;
  phone: FormValue;
  email: FormValue;
  address: FormValue;
  city: FormValue;
  state: FormValue;
  zipCode: FormValue;
  message: FormValue;
}
export type VolunteerField = keyof VolunteerValues;

/** Volunteers are adults, as donors are: the last birth date (YYYY-MM-DD) of someone 18 years old on `today`. */
export function latestAdultBirthDate(today: string): string {
  return `${String(Number(today.slice(0, 4)) - MIN_AGE).padStart(4, '0')}${today.slice(4)}`;
}

/** Volunteer form (spec section 5); the optional event is checked by the server. `today` is YYYY-MM-DD. */
export function validateVolunteer(values: VolunteerValues, today: string = new Date().toISOString().slice(0, 10)): FieldErrors<VolunteerField> {
  const dob = text(values.dob);
  const gender = text(values.gender);
  const phone = text(values.phone);
  const zipCode = text(values.zipCode);
  return failing<VolunteerField>({
    firstName: checkText(values.firstName, V.firstNameRequired, V.tooLong),
    lastName: checkText(values.lastName, V.lastNameRequired, V.tooLong),
    dob: !dob ? V.dobRequired : !isCalendarDate(dob) || dob >= today ? V.dobInvalid : dob > latestAdultBirthDate(today) ? V.dobTooYoung : undefined,
    gender: !gender ? V.genderRequired : (FORM_GENDERS as readonly string[]).includes(gender) ? undefined : V.genderInvalid,
    phone: !phone ? V.phoneRequired : PHONE_PATTERN.test(phone) ? undefined : V.phoneInvalid,
    email: checkEmail(values.email, V.emailRequired, V.emailInvalid),
    address: checkText(values.address, V.addressRequired, V.longTooLong, LONG_TEXT_MAX_LENGTH),
    city: checkText(values.city, V.cityRequired, V.tooLong),
    state: checkText(values.state, V.stateRequired, V.tooLong),
    zipCode: !zipCode ? V.zipCodeRequired : ZIP_CODE_PATTERN.test(zipCode) ? undefined : V.zipCodeInvalid,
    message: checkText(values.message, V.messageRequired, V.longTooLong, LONG_TEXT_MAX_LENGTH),
  });
}
