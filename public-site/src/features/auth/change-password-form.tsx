import { ApiError, errorMessage, fieldErrorsFrom, messageFrom, validatePasswordChange } from '@blood-donation/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toast';
import { useValidatedForm } from '../../lib/use-validated-form';
import { type ChangePasswordForm as ChangePasswordValues, useChangePassword } from './api/passwords';
import { CHANGE_PASSWORD_TEXTS as T } from './messages';
import { PasswordInput } from './password-input';
import { AppForm } from '../../components/ui/app-form';

type Field = keyof ChangePasswordValues;
const EMPTY: Record<Field, string> = { currentPassword: '', password: '', confirmPassword: '' };

/** The current password and a new one; on success, back to the dashboard (the other sessions are logged out). */
export function ChangePasswordForm() {
  const { formRef, values, fields, field, check, setServerErrors } = useValidatedForm(EMPTY, validatePasswordChange);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { mutateAsync: changePassword } = useChangePassword();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !check()) return;
    setPending(true);
    let leaving = false;
    try {
      const data = await changePassword(values);
      showToast(messageFrom(data) ?? T.done, 'success');
      leaving = true;
      navigate(PATHS.userDashboard);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = fieldErrorsFrom(error.body, fields);
        // A wrong current password is the server's 400 without a field: it belongs to that field.
        const wrongCurrent = error.status === 400 && Object.keys(fieldErrors).length === 0 ? messageFrom(error.body) : undefined;
        setServerErrors(wrongCurrent ? { currentPassword: wrongCurrent } : fieldErrors);
      }
      showToast(errorMessage(error, T), 'error');
    } finally {
      if (!leaving) setPending(false);
    }
  };

  return (
    <AppForm ref={formRef} onSubmit={onSubmit} aria-label="Change password form">
      <PasswordInput label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
      <PasswordInput label="New Password" autoComplete="new-password" {...field('password')} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
      <button type="submit" className="btn btn-primary w-100 mt-2" disabled={pending}>
        {pending ? T.pending : T.submit}
      </button>
    </AppForm>
  );
}
