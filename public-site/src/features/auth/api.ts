import type { LoginResponse, NewPassword, PasswordChange, RegistrationValues } from '@blood-donation/domain';
import { api } from '../../lib/api-client';

export type RegistrationForm = Record<keyof RegistrationValues, string>;

export interface RegisterResponse {
  message?: string;
  email?: string;
  username?: string;
  error?: string;
}

/** POST /api/user/register: age as a number, bloodGroup also sent as lowercase `bloodgroup`. */
export function registerUser(values: RegistrationForm) {
  const payload = {
    username: values.username.trim(),
    email: values.email.trim(),
    age: Number(values.age),
    bloodGroup: values.bloodGroup,
    gender: values.gender,
    mobile: values.mobile.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    bloodgroup: values.bloodGroup,
  };
  return api.post<RegisterResponse | null>('/user/register', payload, { refreshOn401: false });
}

export interface LoginForm {
  email: string;
  password: string;
  keepMeLoggedIn: boolean;
}

/** POST /api/auth/login; keepMeLoggedIn makes the refresh cookie outlive the browser session. */
export function logInUser(values: LoginForm) {
  return api.post<Partial<LoginResponse> | null>(
    '/auth/login',
    { email: values.email.trim(), password: values.password, keepMeLoggedIn: values.keepMeLoggedIn },
    { refreshOn401: false },
  );
}

/** POST /api/auth/forgot-password: 202 { message }, the same whether or not the email has an account. */
export function requestPasswordReset(email: string, captchaToken: string) {
  return api.post<{ message?: string } | null>('/auth/forgot-password', { email: email.trim(), captchaToken }, { refreshOn401: false });
}

/** The body of reset-password without its token (domain's schema). */
export type NewPasswordForm = NewPassword;

/** POST /api/auth/reset-password: 200 { message }; 400 'Reset link is invalid or has expired', or field errors. */
export function resetPassword(token: string, values: NewPasswordForm) {
  return api.post<{ message?: string } | null>('/auth/reset-password', { token, ...values }, { refreshOn401: false });
}

/** The body of change-password (domain's schema). */
export type ChangePasswordForm = PasswordChange;

/** POST /api/auth/change-password: 200 { message }; 400 'Current password is incorrect', or field errors. */
export function changePassword(values: ChangePasswordForm) {
  return api.post<{ message?: string } | null>('/auth/change-password', values);
}
