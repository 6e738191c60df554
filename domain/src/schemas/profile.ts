import './zod-config';
import * as z from 'zod';
import { AVAILABILITY_MESSAGES, REGISTRATION_MESSAGES as R } from '../messages';
import { BLOOD_GROUPS } from '../options';
import { TEXT_MAX_LENGTH } from '../rules';
import { registrationSchema } from './account';
import { CONTACT_CHANNELS } from './donor-matching';
import { bloodGroupSchema } from './enums';
import { userProfileSchema } from './users';

/**
 * The donor's own profile (GET and PUT /api/user/me) and the change of their email address, confirmed by a link
 * sent to the new one. The fields are checked as registration checks them.
 */
const registered = registrationSchema.shape;

/** PUT /api/user/me: every field of the profile; bloodGroup null is "I don't know yet", city '' or null is none. */
export const profileUpdateSchema = z.strictObject({
  username: registered.username,
  mobile: registered.mobile,
  bloodGroup: z
    .enum(BLOOD_GROUPS, { error: (issue) => (typeof issue.input === 'string' ? R.bloodGroupInvalid : undefined) })
    .nullable()
    .meta({ example: 'O+', description: "null: I don't know yet." }),
  gender: registered.gender,
  age: registered.age,
  city: z
    .string()
    .trim()
    .max(TEXT_MAX_LENGTH, AVAILABILITY_MESSAGES.cityMax)
    .nullish()
    .transform((city) => city || null)
    .meta({ example: 'Pune', description: "The city you may be asked in; left out, null or '' for none." }),
  contactChannel: z.enum(CONTACT_CHANNELS).meta({ example: 'email', description: 'How you are asked; only email for now.' }),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** What GET and PUT /api/user/me answer: the account, its city and contact preference. */
export const myProfileSchema = userProfileSchema.extend({
  bloodGroup: bloodGroupSchema.nullable().meta({ description: "null: I don't know yet." }),
  bloodGroupConfirmed: z.boolean().meta({ description: 'Whether a donation with this blood group is recorded on the account.' }),
  city: z.string().nullable().meta({ example: 'Pune', description: 'The city you may be asked in; null when none.' }),
  contactChannel: z.enum(CONTACT_CHANNELS).meta({ example: 'email' }),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** POST /api/user/me/email: the new address (checked as registration checks it) and the current password. */
export const emailChangeSchema = z.strictObject({
  newEmail: registered.email,
  password: z.string().min(1).meta({ format: 'password', example: 'secret1' }),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** POST /api/user/me/email/confirm: the token of the link sent to the new address. */
export const emailChangeConfirmSchema = z.strictObject({
  token: z.string().min(1).max(200).meta({ description: 'The token of the link emailed to the new address.' }),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;
