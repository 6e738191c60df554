import { ApiError, errorMessage, fieldErrorsFrom, forgotPasswordFieldsSchema, messageFrom } from '@blood-donation/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Captcha, type CaptchaHandle } from '../../components/captcha/captcha';
import { TextField } from '../../components/ui/form-field';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useRequestPasswordReset } from './api/passwords';
import { FORGOT_PASSWORD_TEXTS as T } from './messages';
import { AppForm } from '../../components/ui/app-form';

const EMPTY = { email: '' };

/** Email and captcha; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const { field, submit, pending, reset, showServerErrors } = useSchemaForm(forgotPasswordFieldsSchema, EMPTY);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const { showToast } = useToast();
  const { mutateAsync: requestPasswordReset } = useRequestPasswordReset();

  const onToken = (token: string) => {
    if (token) setCaptchaError(undefined);
  };

  const send = async (values: typeof EMPTY) => {
    setNotice(null);
    try {
      // The proof of work runs on page load; a quick sender waits here for it to finish.
      const captchaToken = (await captchaRef.current?.token()) ?? '';
      const data = await requestPasswordReset({ email: values.email, captchaToken });
      const message = messageFrom(data) ?? T.sent;
      reset();
      setCaptchaError(undefined);
      setNotice(message);
      showToast(message, 'success');
    } catch (error) {
      if (error instanceof ApiError) {
        showServerErrors(fieldErrorsFrom(error.body, ['email']));
        setCaptchaError(fieldErrorsFrom(error.body, ['captchaToken']).captchaToken);
      }
      showToast(errorMessage(error, T), 'error');
    } finally {
      // A captcha token is good for one submission.
      captchaRef.current?.reset();
    }
  };
  // Built when the form is sent: the sending asks the captcha's ref for its token.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(send)(event);

  return (
    <AppForm onSubmit={onSubmit} aria-label="Forgot password form">
      {notice && (
        <div className="alert alert-success" role="status">
          {notice}
        </div>
      )}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <Captcha ref={captchaRef} onToken={onToken} error={captchaError} />
      <button type="submit" className="btn btn-primary w-100" disabled={pending}>
        {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {pending ? T.pending : T.submit}
      </button>
    </AppForm>
  );
}
