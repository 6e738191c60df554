import { ApiError, errorMessage, fieldErrorsFrom, messageFrom, passwordChangeSchema } from '@blood-donation/domain';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { type ChangePasswordForm as ChangePasswordValues, useChangePassword } from './api/passwords';
import { CHANGE_PASSWORD_TEXTS as T } from './messages';
import { NewPasswordFields } from './new-password-fields';
import { PasswordInput } from './password-input';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ChangePasswordValues)[];

/** The current password and a new one; on success, back to the dashboard (the other sessions are logged out). */
export function ChangePasswordForm() {
  const { field, submit, pending, showServerErrors } = useSchemaForm(passwordChangeSchema, EMPTY);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { mutateAsync: changePassword } = useChangePassword();

  const onSubmit = submit(async (values) => {
    try {
      const data = await changePassword(values);
      showToast(messageFrom(data) ?? T.done, 'success', { page: PATHS.userDashboard });
      navigate(PATHS.userDashboard);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = fieldErrorsFrom(error.body, FIELDS);
        // A wrong current password is the server's 400 without a field: it belongs to that field.
        const wrongCurrent = error.status === 400 && Object.keys(fieldErrors).length === 0 ? messageFrom(error.body) : undefined;
        showServerErrors(wrongCurrent ? { currentPassword: wrongCurrent } : fieldErrors);
      }
      showToast(errorMessage(error, T), 'error');
    }
  });

  return (
    <AppForm onSubmit={onSubmit} aria-label="Change password form">
      <PasswordInput label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
      <NewPasswordFields password={field('password', { revalidates: 'confirmPassword' })} confirmPassword={field('confirmPassword')} pending={pending} texts={T} />
    </AppForm>
  );
}
