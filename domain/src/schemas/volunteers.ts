import './zod-config';
import * as z from 'zod';
import { VOLUNTEER_MESSAGES as V } from '../messages';
import { FORM_GENDERS } from '../options';
import { DATE_PATTERN, EMAIL_MAX_LENGTH, EMAIL_PATTERN, LONG_TEXT_MAX_LENGTH, MIN_AGE, PHONE_PATTERN, TEXT_MAX_LENGTH, ZIP_CODE_PATTERN } from '../rules';
import { todayIn } from '../time/today';
import { eventRecordSchema, eventReferenceSchema } from './event-record';
import { requiredChoice, requiredText } from './fields';

/** Volunteers are adults, as donors are: the last birth date (YYYY-MM-DD) of someone 18 years old on `today`. */
export function latestAdultBirthDate(today: string): string {
  return `${String(Number(today.slice(0, 4)) - MIN_AGE).padStart(4, '0')}${today.slice(4)}`;
}

/** The day a date of birth is checked against, on the server and in the form alike: UTC's, so both agree. */
export const volunteerToday = (): string => todayIn('UTC');

const text = (required: string, example: string) => requiredText(required).max(TEXT_MAX_LENGTH, V.tooLong).meta({ example });
const longText = (required: string, example: string) => requiredText(required).max(LONG_TEXT_MAX_LENGTH, V.longTooLong).meta({ example });

/** The message of a date of birth that is not a real day in the past of an adult, on `today`. */
function dobProblem(dob: string, today: string): string | undefined {
  if (!z.iso.date().safeParse(dob).success || dob >= today) return V.dobInvalid;
  return dob > latestAdultBirthDate(today) ? V.dobTooYoung : undefined;
}

/** The Volunteer form (spec section 5) on the day `today` gives (YYYY-MM-DD): every field required except the event. */
export function volunteerFormSchemaOn(today: () => string) {
  return z.strictObject({
    firstName: text(V.firstNameRequired, 'Asha'),
    lastName: text(V.lastNameRequired, 'Patil'),
    dob: requiredText(V.dobRequired)
      .check((ctx) => {
        const message = dobProblem(ctx.value, today());
        if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
      })
      .meta({ format: 'date', example: '1995-04-12', pattern: DATE_PATTERN.source, description: 'A real day in the past; the volunteer is at least 18 years old.' }),
    gender: requiredChoice(FORM_GENDERS, { required: V.genderRequired, invalid: V.genderInvalid }).meta({ example: 'Female' }),
    phone: requiredText(V.phoneRequired).regex(PHONE_PATTERN, V.phoneInvalid).meta({ example: '9876543210' }),
    email: requiredText(V.emailRequired).max(EMAIL_MAX_LENGTH, V.emailInvalid).regex(EMAIL_PATTERN, V.emailInvalid).meta({ example: 'asha@example.com' }),
    address: longText(V.addressRequired, '1 Main Road, Shivajinagar'),
    city: text(V.cityRequired, 'Pune'),
    state: text(V.stateRequired, 'Maharashtra'),
    zipCode: requiredText(V.zipCodeRequired).regex(ZIP_CODE_PATTERN, V.zipCodeInvalid).meta({ example: '411005' }),
    message: longText(V.messageRequired, 'I can help at the registration desk.'),
    event: eventReferenceSchema.nullish().meta({ description: 'The event to volunteer at, if any.' }),
  });
}
export const volunteerFormSchema = volunteerFormSchemaOn(volunteerToday);
export type VolunteerForm = z.infer<typeof volunteerFormSchema>;

/** A volunteer sign-up as every endpoint returns it, with the event it is for (never the account it belongs to). */
export const volunteerRecordSchema = z.object({
  id: z.int().meta({ example: 1 }),
  firstName: z.string().meta({ example: 'Asha' }),
  lastName: z.string().meta({ example: 'Patil' }),
  dob: z.union([z.iso.date(), z.literal('')]).meta({ example: '1995-04-12', description: "'' once erased (its volunteer deleted their account)." }),
  gender: z.string().meta({ example: 'Female' }),
  phone: z.string().meta({ example: '9876543210' }),
  email: z.string().meta({ example: 'asha@example.com' }),
  address: z.string().meta({ example: '1 Main Road, Shivajinagar' }),
  city: z.string().meta({ example: 'Pune' }),
  state: z.string().meta({ example: 'Maharashtra' }),
  zipCode: z.string().meta({ example: '411005' }),
  message: z.string().meta({ example: 'I can help at the registration desk.' }),
  event: eventRecordSchema.nullable().meta({ description: 'null when none, or once the event is deleted.' }),
  createdAt: z.iso.datetime().meta({ example: '2026-11-01T09:30:00.000Z' }),
});
export type VolunteerRecord = z.infer<typeof volunteerRecordSchema>;

/**
 * One of the logged-in account's own volunteer sign-ups (GET /api/user/volunteering): when it was sent and the
 * event it is for, to see and withdraw from.
 */
export const ownVolunteeringSchema = z.object({
  id: z.int().meta({ example: 1 }),
  event: eventRecordSchema.nullable().meta({ description: 'null when the sign-up named no event, or once the event is deleted.' }),
  createdAt: z.iso.datetime().meta({ example: '2026-11-01T09:30:00.000Z', description: 'When the sign-up was sent (UTC).' }),
});
export type OwnVolunteering = z.infer<typeof ownVolunteeringSchema>;
