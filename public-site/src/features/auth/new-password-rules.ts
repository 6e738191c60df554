import { type FieldErrors, validateRegistration } from '@blood-donation/domain';

type NewPasswordField = 'password' | 'confirmPassword';

/** Registration's password rules and messages, exactly: its validator, asked about the two new-password fields only. */
export function validateNewPassword(values: Record<NewPasswordField, string>): FieldErrors<NewPasswordField> {
  const { password, confirmPassword } = validateRegistration({ username: '', email: '', age: '', bloodGroup: '', gender: '', mobile: '', ...values });
  return { ...(password ? { password } : {}), ...(confirmPassword ? { confirmPassword } : {}) };
}
