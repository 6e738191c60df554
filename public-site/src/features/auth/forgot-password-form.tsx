import { type FieldErrors, validateLogin, ApiError, errorMessage, fieldErrorsFrom, messageFrom } from '@blood-donation/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Captcha, type CaptchaHandle } from '../../components/captcha/captcha';
import { TextField } from '../../components/ui/form-field';
import { useToast } from '../../lib/toast';
import { useValidatedForm } from '../../lib/use-validated-form';
import { useRequestPasswordReset } from './api/passwords';
import { FORGOT_PASSWORD_TEXTS as T } from './messages';
import { AppForm } from '../../components/ui/app-form';

type Field = 'email';
const EMPTY: Record<Field, string> = { email: '' };

/** The login form's email rules and messages. */
function validateEmail(values: Record<Field, string>): FieldErrors<Field> {
  const { email } = validateLogin({ email: values.email, password: 'not checked here' });
  return email ? { email } : {};
}

/** Email and captcha; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const { formRef, values, fields, field, check, reset, setServerErrors } = useValidatedForm(EMPTY, validateEmail);
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const { showToast } = useToast();
  const { mutateAsync: requestPasswordReset } = useRequestPasswordReset();

  const onToken = (token: string) => {
    setCaptchaToken(token);
    if (token) setCaptchaError(undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !check()) return;
    setPending(true);
    setNotice(null);
    try {
      const data = await requestPasswordReset({ email: values.email, captchaToken });
      const message = messageFrom(data) ?? T.sent;
      reset();
      setCaptchaError(undefined);
      setNotice(message);
      showToast(message, 'success');
    } catch (error) {
      if (error instanceof ApiError) {
        setServerErrors(fieldErrorsFrom(error.body, fields));
        setCaptchaError(fieldErrorsFrom(error.body, ['captchaToken']).captchaToken);
      }
      showToast(errorMessage(error, T), 'error');
    } finally {
      // A captcha token is good for one submission.
      captchaRef.current?.reset();
      setPending(false);
    }
  };

  return (
    <AppForm ref={formRef} onSubmit={onSubmit} aria-label="Forgot password form">
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
