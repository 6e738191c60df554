import './zod-config';
import * as z from 'zod';
import { LOGIN_MESSAGES as L, REGISTRATION_MESSAGES as R } from '../messages';
import { BLOOD_GROUPS, REGISTRATION_GENDERS } from '../options';
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
} from '../rules';
import { requiredChoice, requiredEmail, requiredPassword, requiredText, requiredWholeNumber } from './fields';

/** A new password and its confirmation, as registration and every password form check them. */
export const newPasswordField = requiredPassword(R.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, R.passwordMin)
  .max(PASSWORD_MAX_LENGTH, R.passwordMax)
  .meta({ format: 'password', example: 'secret1' });
export const confirmPasswordField = requiredPassword(R.confirmPasswordRequired).meta({
  format: 'password',
  example: 'secret1',
  description: 'Must equal password.',
});

/** confirmPassword must equal password; checked even when other fields fail, as the forms show it. */
export function passwordsMustMatch<Schema extends z.ZodType<{ password: unknown; confirmPassword: unknown }>>(schema: Schema): Schema {
  return schema.refine((values) => values.confirmPassword === values.password, {
    error: R.passwordsMatch,
    path: ['confirmPassword'],
    when: ({ value }) => {
      const values = value as Partial<Record<'password' | 'confirmPassword', unknown>> | undefined;
      return typeof values?.password === 'string' && typeof values.confirmPassword === 'string' && values.confirmPassword.trim() !== '';
    },
  });
}

/** The registration form (spec section 5), with its messages. */
export const registrationSchema = passwordsMustMatch(
  z.strictObject({
    username: requiredText(R.usernameRequired)
      .min(USERNAME_MIN_LENGTH, R.usernameMin)
      .max(USERNAME_MAX_LENGTH, R.usernameMax)
      .meta({ example: 'alice' }),
    email: requiredEmail({ required: R.emailRequired, invalid: R.emailInvalid }, EMAIL_PATTERN, EMAIL_MAX_LENGTH).meta({
      example: 'alice@example.com',
      description: 'Trimmed and lower-cased.',
    }),
    age: requiredWholeNumber({ required: R.ageRequired, whole: R.ageWhole })
      .min(MIN_AGE, R.ageMin)
      .max(MAX_AGE, R.ageMax)
      .meta({ example: 30 }),
    bloodGroup: requiredChoice(BLOOD_GROUPS, { required: R.bloodGroupRequired, invalid: R.bloodGroupInvalid }).meta({ example: 'O+' }),
    bloodgroup: z.string().optional().meta({ description: 'Lower-case duplicate of bloodGroup sent by the public site; ignored.', example: 'O+' }),
    gender: requiredChoice(REGISTRATION_GENDERS, { required: R.genderRequired, invalid: R.genderInvalid }).meta({ example: 'female' }),
    mobile: requiredText(R.mobileRequired).regex(MOBILE_PATTERN, R.mobileDigits).meta({ example: '9876543210' }),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  }),
);
export type Registration = z.infer<typeof registrationSchema>;

/** The login form (spec section 5). */
export const loginSchema = z.strictObject({
  email: requiredText(L.emailRequired).toLowerCase().regex(EMAIL_PATTERN, L.emailInvalid).meta({
    example: 'alice@example.com',
    description: 'Trimmed and lower-cased.',
  }),
  password: requiredPassword(L.passwordRequired).meta({ format: 'password', example: 'secret1' }),
  keepMeLoggedIn: z
    .boolean()
    .optional()
    .meta({ description: 'true: the refresh cookie gets a Max-Age of REFRESH_TOKEN_TTL_DAYS; otherwise it lasts for the browser session.' }),
});
export type Login = z.infer<typeof loginSchema>;
