import type { FieldErrors } from '@blood-donation/domain';
import { type ChangeEvent, type FocusEvent, useMemo, useRef, useState } from 'react';
import { reportErrors } from './form-errors';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The field state of a form, the way use-api-form.ts shows messages: a field's message appears once it was left
 * (then follows every change), all of them on `check()`; server field errors show until the field changes.
 * For forms whose sending differs from useApiForm (the public contact form, the volunteer form).
 */
export function useValidatedForm<F extends string>(initial: Readonly<Record<F, string>>, validate: (values: Record<F, string>) => FieldErrors<F>) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initial) as F[];
  const errors = useMemo(() => validate(values), [validate, values]);

  const onChange = (event: ChangeEvent<Control>) => {
    const name = event.target.name as F;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest as FieldErrors<F>);
  };

  const onBlur = (event: FocusEvent<Control>) => {
    const name = event.target.name as F;
    setTouched((current) => ({ ...current, [name]: true }));
  };

  /** Shows every message; false (and focus on the first invalid field) when the form is not valid. */
  const check = (): boolean => {
    setTouched(Object.fromEntries(fields.map((name) => [name, true])) as Record<F, boolean>);
    return !reportErrors(formRef.current, fields, errors);
  };

  const reset = () => {
    setValues(initial);
    setTouched({});
    setServerErrors({});
  };

  /** Props for a TextField, TextAreaField or SelectField. */
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange,
    onBlur,
    error: (touched[name] ? errors[name] : undefined) ?? serverErrors[name],
  });

  return { formRef, values, fields, field, check, reset, setServerErrors };
}
