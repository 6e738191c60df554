import { apiClient, dataOf } from '@blood-donation/domain';
import { useMutation } from '@tanstack/react-query';

export interface LoginForm {
  email: string;
  password: string;
  keepMeLoggedIn?: boolean;
}

/** POST /api/auth/login; keepMeLoggedIn makes the refresh cookie outlive the browser session. */
export function logInUser(values: LoginForm) {
  const body = { email: values.email.trim(), password: values.password, keepMeLoggedIn: values.keepMeLoggedIn ?? false };
  return dataOf(apiClient.POST('/api/auth/login', { body }));
}

export function useLogIn() {
  return useMutation({ mutationFn: logInUser });
}
