import { ApiError, emailChangeSchema, errorMessage, fieldErrorsFrom, messageFrom } from '@blood-donation/domain';
import { AppForm } from '../../components/ui/app-form';
import { TextField } from '../../components/ui/form-field';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useRequestEmailChange } from './api/profile';
import { EMAIL_CHANGE_TEXTS as T } from './texts';

const EMPTY = { newEmail: '', password: '' };

/** A new address takes effect once the link sent to it is opened (it works once, for 24 hours). */
export function EmailChangeForm({ email }: { email: string }) {
  const { field, submit, pending, showServerErrors } = useSchemaForm(emailChangeSchema, EMPTY);
  const { showToast } = useToast();
  const { mutateAsync: requestChange } = useRequestEmailChange();

  const onSubmit = submit(async (values) => {
    try {
      showToast(messageFrom(await requestChange(values)) ?? T.sending, 'success');
    } catch (error) {
      if (error instanceof ApiError) showServerErrors(fieldErrorsFrom(error.body, ['newEmail', 'password']));
      showToast(errorMessage(error, T), 'error');
    }
  });

  return (
    <AppForm onSubmit={onSubmit} aria-label="Email change form">
      <h2 className="h5">{T.title}</h2>
      <p className="text-break">
        {T.current} <strong>{email}</strong>
      </p>
      <TextField label={T.newEmail} type="email" autoComplete="email" {...field('newEmail')} />
      <TextField label={T.password} type="password" autoComplete="current-password" {...field('password')} />
      <button type="submit" className="btn btn-outline-primary w-100 mt-2" disabled={pending}>
        {pending ? T.sending : T.send}
      </button>
    </AppForm>
  );
}
