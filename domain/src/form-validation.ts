import { loginSchema, registrationSchema } from './schemas/account';
import { type FieldErrors, firstErrorPerField, type FormValue, numberInput } from './schemas/field-errors';
import { isBlankInput } from './schemas/fields';
import { newPasswordSchema, passwordChangeSchema } from './schemas/passwords';

/**
 * The account forms' validators: what each field shows, from the API's own schema (schemas/account.ts and
 * schemas/passwords.ts hold the rules).
 */
export type { FieldErrors, FormValue };

/** Missing, null, blank text or an empty number input. */
export const isBlank: (value: FormValue) => boolean = isBlankInput;

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
  return firstErrorPerField(registrationSchema, { ...values, age: numberInput(values.age) });
}

export interface LoginValues {
  email: FormValue;
  password: FormValue;
}
export type LoginField = keyof LoginValues;

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return firstErrorPerField(loginSchema, values);
}

export type NewPasswordField = 'password' | 'confirmPassword';

/** Reset Password: a new password and its confirmation, with registration's rules and messages. */
export function validateNewPassword(values: Record<NewPasswordField, FormValue>): FieldErrors<NewPasswordField> {
  return firstErrorPerField(newPasswordSchema, values);
}

export type PasswordChangeField = 'currentPassword' | NewPasswordField;

/** Change Password: the password in use and a new one. */
export function validatePasswordChange(values: Record<PasswordChangeField, FormValue>): FieldErrors<PasswordChangeField> {
  return firstErrorPerField(passwordChangeSchema, values);
}
