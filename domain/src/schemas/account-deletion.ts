import './zod-config';
import * as z from 'zod';
import { LOGIN_MESSAGES } from '../messages';
import { PASSWORD_MAX_LENGTH } from '../rules';
import { requiredToken } from './captcha';

/** The answers of 'Delete my account' (DELETE /api/user/me) and its form. */
export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: LOGIN_MESSAGES.passwordRequired,
  passwordWrong: 'Password is incorrect',
  deleted: 'Your account has been deleted. We have sent a confirmation to your email address.',
} as const;

/** 'Delete my account': the account's password, asked again (too long to be it: it is wrong). */
export const accountDeletionSchema = z.strictObject({
  password: requiredToken(ACCOUNT_DELETION_MESSAGES.passwordRequired, PASSWORD_MAX_LENGTH, ACCOUNT_DELETION_MESSAGES.passwordWrong).meta({
    format: 'password',
    example: 'secret1',
  }),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
