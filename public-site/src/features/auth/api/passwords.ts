import { apiClient, dataOf, type NewPassword, type PasswordChange } from '@blood-donation/domain';
import { useMutation } from '@tanstack/react-query';

/** The body of reset-password without its token (domain's schema). */
export type NewPasswordForm = NewPassword;
/** The body of change-password (domain's schema). */
export type ChangePasswordForm = PasswordChange;

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
