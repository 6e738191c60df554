import './schemas/zod-config';
import * as z from 'zod';
import { registrationSchema } from './schemas/account';
import { bloodRequestSchema } from './schemas/blood-requests';
import { contactFieldsSchema } from './schemas/contacts';
import { donationSchema } from './schemas/donations';
import { forgotPasswordSchema } from './schemas/passwords';
import { volunteerFormSchemaOn } from './schemas/volunteers';

/**
 * The API schemas as the web forms hold their values, where the two differ: a form's event select holds the chosen
 * event's id as text ('' for none) where the API takes `{ id }`, and the Forgot Password form checks its captcha apart
 * from its fields. Every field's rules and messages are the API's own.
 */

/** A form's values with its selects as the text they hold ('' before a choice). */
type SelectsAsText<Values, Select extends keyof Values> = { [Field in keyof Values]: Field extends Select ? string : Values[Field] };

/** The event select of a form: the chosen event's id as text, '' for none. */
const eventChoice = z.string();

/** Forgot Password's typed field (the captcha widget gives its token on its own). */
export const forgotPasswordFieldsSchema = forgotPasswordSchema.pick({ email: true });

/** Donate Blood as the form holds it. */
export const donationFormSchema = donationSchema.extend({ event: eventChoice });
export type DonationFormValues = z.input<typeof donationFormSchema>;

/** The Volunteer form as it holds its values, on the day `today` gives (YYYY-MM-DD). */
export function volunteerFormFieldsSchemaOn(today: () => string) {
  return volunteerFormSchemaOn(today).extend({ event: eventChoice });
}
export type VolunteerFormValues = SelectsAsText<z.input<ReturnType<typeof volunteerFormFieldsSchemaOn>>, 'gender'>;

/** The Make Blood Request form, where an empty Needed by date input holds '' for no date. */
export const bloodRequestFormSchema = bloodRequestSchema.safeExtend({
  neededBy: z.string().superRefine((date, context) => {
    const issue = date === '' ? undefined : bloodRequestSchema.shape.neededBy.safeParse(date).error?.issues[0];
    if (issue) context.addIssue({ code: 'custom', message: issue.message });
  }),
});

/** What the Make Blood Request form holds (units and age from number inputs: NaN when empty). */
export type BloodRequestFormValues = Omit<z.input<typeof bloodRequestFormSchema>, 'status'>;

/** What the registration form holds (age from a number input: NaN when empty). */
export type RegistrationFormValues = SelectsAsText<Omit<z.input<typeof registrationSchema>, 'bloodgroup'>, 'bloodGroup' | 'gender'>;

/** The six fields the Make Blood Request and Donate Blood forms share. */
export type DonorFormValues = Pick<BloodRequestFormValues, 'name' | 'bloodGroup' | 'units' | 'mobile' | 'gender' | 'age'>;

/** A field of the contact form (the captcha is checked by the server). */
export type ContactField = keyof z.input<typeof contactFieldsSchema>;
