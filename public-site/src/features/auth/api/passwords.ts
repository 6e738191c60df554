import { apiClient, dataOf } from '@blood-donation/domain';
import { useMutation } from '@tanstack/react-query';

export interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordForm extends NewPasswordForm {
  currentPassword: string;
}

/** POST /api/auth/forgot-password: 202 { message }, the same whether or not the email has an account. */
export function requestPasswordReset({ email, captchaToken }: { email: string; captchaToken: string }) {
  return dataOf(apiClient.POST('/api/auth/forgot-password', { body: { email: email.trim(), captchaToken } }));
}

/** POST /api/auth/reset-password: 200 { message }; 400 'Reset link is invalid or has expired', or field errors. */
export function resetPassword({ token, values }: { token: string; values: NewPasswordForm }) {
  return dataOf(apiClient.POST('/api/auth/reset-password', { body: { token, ...values } }));
}

/** POST /api/auth/change-password: 200 { message }; 400 'Current password is incorrect', or field errors. */
export function changePassword(values: ChangePasswordForm) {
  return dataOf(apiClient.POST('/api/auth/change-password', { body: values }));
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
