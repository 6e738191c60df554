import { ApiError, errorMessage, fieldErrorsFrom, messageFrom, newPasswordSchema } from '@blood-donation/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { type NewPasswordForm, useResetPassword } from './api/passwords';
import { RESET_PASSWORD_TEXTS as T } from './messages';
import { NewPasswordFields } from './new-password-fields';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: NewPasswordForm = { password: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as (keyof NewPasswordForm)[];

/** New password and its confirmation for the token of the link; on success, on to the login screen. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { field, submit, pending, showServerErrors } = useSchemaForm(newPasswordSchema, EMPTY);
  const [linkFailed, setLinkFailed] = useState<string | null>(null);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { mutateAsync: resetPassword } = useResetPassword();

  const onSubmit = submit(async (values) => {
    try {
      const data = await resetPassword({ token, values });
      showToast(messageFrom(data) ?? T.done, 'success', { page: PATHS.login });
      navigate(PATHS.login);
    } catch (error) {
      if (error instanceof ApiError) {
        const found = fieldErrorsFrom(error.body, [...FIELDS, 'token']);
        const { token: tokenError, ...fieldErrors } = found;
        showServerErrors(fieldErrors);
        // No field to blame: the link itself (unknown, used or expired).
        if (error.status === 400 && (tokenError || Object.keys(fieldErrors).length === 0)) setLinkFailed(messageFrom(error.body) ?? T.invalidLink);
      }
      showToast(errorMessage(error, T), 'error');
    }
  });

  return (
    <AppForm onSubmit={onSubmit} aria-label="Reset password form">
      {linkFailed && (
        <div className="alert alert-danger" role="alert">
          {linkFailed}. <Link to={PATHS.forgotPassword}>{T.requestNew}</Link>
        </div>
      )}
      <NewPasswordFields password={field('password', { revalidates: 'confirmPassword' })} confirmPassword={field('confirmPassword')} pending={pending} texts={T} />
    </AppForm>
  );
}
