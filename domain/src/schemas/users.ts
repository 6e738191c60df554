import './zod-config';
import * as z from 'zod';
import { ROLE_MESSAGES } from '../messages';
import { ROLES } from '../roles';
import { API_MESSAGES } from '../screen-texts';
import { requiredChoice } from './fields';
import { bloodGroupSchema, registrationGenderSchema, roleSchema } from './enums';

/** `{ message }`: what an action with nothing else to return answers. */
export const messageSchema = z.object({
  message: z.string().meta({ description: 'Readable sentence, safe to show to the user.' }),
});

/** What a successful registration answers. */
export const registrationResultSchema = z.object({
  message: z.string().meta({ example: API_MESSAGES.registrationSuccessful }),
  email: z.string().meta({ example: 'alice@example.com' }),
  username: z.string().meta({ example: 'alice' }),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** What GET /api/user/me returns: the account without its password hash. */
export const userProfileSchema = z.object({
  id: z.int().meta({ example: 1 }),
  username: z.string().meta({ example: 'alice' }),
  email: z.string().meta({ example: 'alice@example.com' }),
  age: z.int().nullable().meta({ example: 30 }),
  bloodGroup: bloodGroupSchema.nullable(),
  gender: registrationGenderSchema.nullable(),
  mobile: z.string().nullable().meta({ example: '9876543210' }),
  role: roleSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** One row of the admin user list; it also carries the lower-case bloodgroup the admin screen reads. */
export const userListItemSchema = userProfileSchema.extend({
  bloodgroup: bloodGroupSchema.nullable().meta({ description: 'Same as bloodGroup (the admin list reads this name).' }),
  createdAt: z.iso.datetime(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** PUT /api/admin/users/{id}: the new role. */
export const userRoleChangeSchema = z.strictObject({
  role: requiredChoice(ROLES, { required: ROLE_MESSAGES.roleRequired, invalid: ROLE_MESSAGES.roleInvalid }).meta({ example: 'volunteer' }),
});
