import './zod-config';
import * as z from 'zod';
import { LOGIN_MESSAGES as L, PASSWORD_FORM_MESSAGES as P } from '../messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_LENGTH } from '../rules';
import { confirmPasswordField, newPasswordField, passwordsMustMatch } from './account';
import { captchaTokenField, requiredToken } from './captcha';
import { requiredEmail } from './fields';

/** The longest reset link token taken: longer is no token of ours. */
const RESET_TOKEN_MAX_LENGTH = 200;

/** A new password and its confirmation, with the rules and messages of registration (reset and change). */
const newPasswordFields = {
  password: newPasswordField.meta({ example: 'new-secret1' }),
  confirmPassword: confirmPasswordField.meta({ example: 'new-secret1' }),
};
export const newPasswordSchema = passwordsMustMatch(z.strictObject(newPasswordFields));
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** The Forgot Password form: the account's email (with the login's messages) and the same captcha as the contact form. */
export const forgotPasswordSchema = z.strictObject({
  email: requiredEmail({ required: L.emailRequired, invalid: L.emailInvalid }, EMAIL_PATTERN, EMAIL_MAX_LENGTH).meta({
    example: 'alice@example.com',
    description: 'Trimmed and lower-cased.',
  }),
  captchaToken: captchaTokenField,
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** The Reset Password form: the token of the link and the new password. */
export const passwordResetSchema = passwordsMustMatch(
  z.strictObject({
    token: requiredToken(P.resetTokenRequired, RESET_TOKEN_MAX_LENGTH, P.resetLinkInvalid).meta({
      example: 'q3JzS1v2b0xN…',
      description: 'The token of the emailed link (its `token` query parameter).',
    }),
    ...newPasswordFields,
  }),
);
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The Change Password form: the password in use (too long to be it: it is wrong) and the new one. */
export const passwordChangeSchema = passwordsMustMatch(
  z.strictObject({
    currentPassword: requiredToken(P.currentRequired, PASSWORD_MAX_LENGTH, P.currentWrong).meta({ format: 'password', example: 'old-secret1' }),
    ...newPasswordFields,
  }),
);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
