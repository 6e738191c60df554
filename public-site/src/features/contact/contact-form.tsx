import { type ContactField, contactFieldsSchema, ApiError, errorMessage, fieldErrorsFrom, messageFrom } from '@blood-donation/domain';
import { type FormEvent, useRef, useState } from 'react';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSendContactMessage } from './api/send-contact-message';
import { Captcha, type CaptchaHandle } from '../../components/captcha/captcha';
import { CONTACT_TEXTS, CONTACT_TOAST_MS } from './texts';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: Record<ContactField, string> = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as ContactField[];

/** Name, Email, Subject, Message and the captcha; the captcha token is checked by the server only (spec section 5). */
export function ContactForm() {
  const { field, submit, pending, reset, showServerErrors } = useSchemaForm(contactFieldsSchema, EMPTY);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const { showToast } = useToast();
  const { mutateAsync: sendContactMessage } = useSendContactMessage();
  const toast = (message: string, severity: 'success' | 'error') => showToast(message, severity, { duration: CONTACT_TOAST_MS });

  const onToken = (token: string) => {
    if (token) setCaptchaError(undefined);
  };

  const send = async (values: Record<ContactField, string>) => {
    try {
      // The proof of work runs on page load; a quick sender waits here for it to finish.
      const captchaToken = (await captchaRef.current?.token()) ?? '';
      const response = await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        captchaToken,
      });
      // A captcha token is good for one submission.
      captchaRef.current?.reset();
      if (response.status === 200) {
        reset();
        setCaptchaError(undefined);
        toast(CONTACT_TEXTS.success, 'success');
      } else {
        toast(messageFrom(response.data) ?? CONTACT_TEXTS.notOk, 'error');
      }
    } catch (error) {
      if (error instanceof ApiError) {
        captchaRef.current?.reset();
        showServerErrors(fieldErrorsFrom(error.body, FIELDS));
        setCaptchaError(fieldErrorsFrom(error.body, ['captchaToken']).captchaToken);
      }
      toast(errorMessage(error, { serverFallback: CONTACT_TEXTS.failed, noResponse: CONTACT_TEXTS.failed, other: CONTACT_TEXTS.failed }), 'error');
    }
  };
  // Built when the form is sent: the sending asks the captcha's ref for its token.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(send)(event);

  return (
    <AppForm onSubmit={onSubmit} aria-label="Contact form">
      <div className="row gx-3">
        <div className="col-md-6">
          <TextField label="Name" autoComplete="name" {...field('name')} />
        </div>
        <div className="col-md-6">
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        </div>
      </div>
      <TextField label="Subject" {...field('subject')} />
      <TextAreaField label="Message" rows={5} {...field('message')} />
      <Captcha ref={captchaRef} onToken={onToken} error={captchaError} />
      <button type="submit" className="btn btn-primary w-100 mt-2" disabled={pending}>
        {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {pending ? 'Submitting...' : 'Submit'}
      </button>
    </AppForm>
  );
}
