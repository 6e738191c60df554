import type { LoginResponse, RegistrationValues } from '@blood-donation/domain';
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
