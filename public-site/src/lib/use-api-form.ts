import { type ChangeEvent, type FocusEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { ApiError, type FieldErrors, fieldErrorsFrom, hasStoredToken } from '@blood-donation/domain';
import { reportErrors } from './form-errors';
import { useToast } from './toast';

/** Toast of a logged-in form submitted without a stored token (spec section 8); nothing is sent. */
export const NOT_AUTHENTICATED_TEXT = 'User is not authenticated. Please login again.';

type Control = HTMLInputElement | HTMLSelectElement;

export interface ApiFormOptions<F extends string> {
  /** The empty form: every field as text, in the order of the form. */
  initial: Readonly<Record<F, string>>;
  /** Field -> message; a module-level function (it is memoised on). It may leave fields out (an optional select). */
  validate: (values: Record<NoInfer<F>, string>) => FieldErrors<NoInfer<F>>;
  send: (values: Record<F, string>) => Promise<unknown>;
  texts: { success: string; failure: string };
}

/**
 * A form that sends to the API for a logged-in user, the way the old Formik forms behaved: a field's message
 * shows once it was left (then follows every change), all of them on submit; the first invalid field gets focus.
 * Submitting needs a stored token. Success toasts and resets the form; failure toasts and puts the server's
 * field errors under their fields.
 */
export function useApiForm<F extends string>({ initial, validate, send, texts }: ApiFormOptions<F>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { showToast } = useToast();

  const fields = Object.keys(initial) as F[];
  const errors = useMemo(() => validate(values), [validate, values]);
  const isValid = Object.keys(errors).length === 0;
  const dirty = fields.some((name) => values[name] !== initial[name]);

  const onChange = (event: ChangeEvent<Control>) => {
    const name = event.target.name as F;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest as FieldErrors<F>);
  };

  const onBlur = (event: FocusEvent<Control>) => {
    const name = event.target.name as F;
    setTouched((current) => ({ ...current, [name]: true }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setTouched(Object.fromEntries(fields.map((name) => [name, true])) as Record<F, boolean>);
    if (reportErrors(formRef.current, fields, errors)) return;
    if (!hasStoredToken()) {
      showToast(NOT_AUTHENTICATED_TEXT, 'error');
      return;
    }
    setPending(true);
    try {
      await send(values);
      showToast(texts.success, 'success');
      setValues(initial);
      setTouched({});
      setServerErrors({});
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(fieldErrorsFrom(error.body, fields));
      showToast(texts.failure, 'error');
    } finally {
      setPending(false);
    }
  };

  /** Props for a TextField or SelectField. */
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange,
    onBlur,
    error: (touched[name] ? errors[name] : undefined) ?? serverErrors[name],
  });

  return { formRef, field, onSubmit, pending, isValid, dirty };
}
