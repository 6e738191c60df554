import { type FormEvent, useId, useState } from 'react';
import { useToast } from '../../lib/toast';
import { NEWSLETTER_TEXTS as T } from './texts';
import { AppForm } from '../ui/app-form';

// The validation and the API client load on the first submit: the home page does not carry them.
const loadSubscribe = () => import('./subscribe');

/** One required email field and 'Subscribe': POST /api/newsletter/subscribe, then an alert naming the address. */
export function NewsletterForm() {
  const id = useId();
  const errorId = `${id}-error`;
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    setPending(true);
    try {
      const { newsletterEmailMessage, subscribe } = await loadSubscribe();
      const invalid = newsletterEmailMessage(address);
      setError(invalid);
      if (invalid) {
        document.getElementById(id)?.focus();
        return;
      }
      await subscribe(address);
      window.alert(T.subscribed(address));
      setEmail('');
    } catch (failure) {
      const { rateLimitMessage } = await loadSubscribe();
      showToast(rateLimitMessage(failure) ?? T.failed, 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <AppForm className="newsletter-form" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {T.label}
      </label>
      <div className="input-group has-validation">
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={T.placeholder}
          className={error ? 'form-control is-invalid' : 'form-control'}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        />
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {T.submit}
        </button>
        {error && (
          <div id={errorId} className="invalid-feedback">
            {error}
          </div>
        )}
      </div>
    </AppForm>
  );
}
