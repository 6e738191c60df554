import type { FieldErrors, FormValue } from './form-validation';
import { contactFieldsSchema } from './schemas/contacts';
import { firstErrorPerField } from './schemas/field-errors';
import { volunteerFormSchema, volunteerFormSchemaOn, volunteerToday } from './schemas/volunteers';

export { latestAdultBirthDate } from './schemas/volunteers';

/**
 * The web forms' checks: each is the API's schema of domain/schemas applied to what the form holds, so a form shows
 * exactly the message the API would give.
 */

/** A text input's value as the API body carries it. */
function asText(value: FormValue): string | null | undefined {
  return value === null || value === undefined ? value : String(value);
}

/** The named fields of a form, as text. */
function textBody<Field extends string>(values: Record<Field, FormValue>, fields: readonly Field[]): Record<Field, string | null | undefined> {
  return Object.fromEntries(fields.map((field) => [field, asText(values[field])])) as Record<Field, string | null | undefined>;
}

export interface ContactValues {
  name: FormValue;
  email: FormValue;
  subject: FormValue;
  message: FormValue;
}
export type ContactField = keyof ContactValues;
const CONTACT_FIELDS = contactFieldsSchema.keyof().options;

/** Contact form fields (the captcha is checked by the server). */
export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  return firstErrorPerField(contactFieldsSchema, textBody(values, CONTACT_FIELDS));
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
const VOLUNTEER_FIELDS = volunteerFormSchema.keyof().exclude(['event']).options;

/** Volunteer form (spec section 5); the optional event is checked by the server. `today` is YYYY-MM-DD. */
export function validateVolunteer(values: VolunteerValues, today: string = volunteerToday()): FieldErrors<VolunteerField> {
  return firstErrorPerField(volunteerFormSchemaOn(() => today), textBody(values, VOLUNTEER_FIELDS));
}
