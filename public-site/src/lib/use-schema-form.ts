import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors as ServerErrors } from '@blood-donation/domain';
import type { BaseSyntheticEvent } from 'react';
import { type DefaultValues, type FieldError, type FieldPath, type FieldValues, get, type Mode, useForm, type UseFormRegisterReturn } from 'react-hook-form';

/** A zod schema whose input is what the form holds (domain's API schemas, or form-facing ones of domain). */
interface FormSchema<Values extends FieldValues> {
  _zod: { input: Values; output: unknown };
}

/** How a field is bound: a number input gives a number (NaN when empty); `revalidates` names a field checked against it. */
export interface BindOptions<Name extends string = string> {
  valueAsNumber?: boolean;
  revalidates?: Name;
}

/**
 * A form validated by its domain schema (react-hook-form with zodResolver), the way the site's forms have always shown
 * messages: with `onTouched` a field's message appears once it was left and then follows every change; on submit all
 * of them show and the first invalid field gets focus. `onSubmit` mode (registration) waits for the first submit.
 * `field(name)` gives the props of a TextField, TextAreaField or SelectField: the registration and the field's message.
 * The values handed to `submit` are the form's own (raw): each form maps them to its API body.
 */
export function useSchemaForm<Values extends FieldValues>(schema: FormSchema<Values>, defaultValues: DefaultValues<Values>, mode: Mode = 'onTouched') {
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema, undefined, { raw: true, mode: 'sync' }),
    defaultValues,
    mode,
    shouldFocusError: true,
  });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  // Known in the order of the form (defaultValues), not of rendering: on submit the first invalid one gets focus.
  for (const name of Object.keys(defaultValues)) form.register(name as FieldPath<Values>);

  /** Whether `name`'s message is shown now, so a change elsewhere (the password of its confirmation) re-checks it. */
  const showsMessage = (name: FieldPath<Values>) => isSubmitted || (mode === 'onTouched' && form.getFieldState(name).isTouched);

  const field = (name: FieldPath<Values>, { valueAsNumber, revalidates }: BindOptions<FieldPath<Values>> = {}) => ({
    ...form.register(name, {
      ...(valueAsNumber ? { valueAsNumber: true as const } : {}),
      ...(revalidates ? { onChange: () => showsMessage(revalidates) && form.trigger(revalidates) } : {}),
    }),
    error: (get(errors, name) as FieldError | undefined)?.message,
  });

  /** Puts the server's field errors (a 400's `errors`) under their fields until each field changes. */
  const showServerErrors = (serverErrors: ServerErrors<string>) => {
    for (const [name, message] of Object.entries(serverErrors)) {
      if (message) form.setError(name as FieldPath<Values>, { type: 'server', message });
    }
  };

  /** The form's onSubmit: validates, then sends the values unless a submission is still on its way. */
  const submit = (send: (values: Values) => Promise<void>) => (event?: BaseSyntheticEvent) => {
    if (isSubmitting) {
      event?.preventDefault();
      return Promise.resolve();
    }
    return form.handleSubmit(send)(event);
  };

  return { ...form, field, showServerErrors, submit, pending: isSubmitting };
}

/** What useSchemaForm's `field` gives a control: its registration and its message. */
export type BoundField = UseFormRegisterReturn & { error?: string };
