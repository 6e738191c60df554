import { ApiError, CALL_FAILURE_TEXTS, fieldErrorsFrom, hasStoredToken } from '@blood-donation/domain';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useToast } from './toast';
import { useSchemaForm } from './use-schema-form';

/** Toast of a logged-in form submitted without a stored token (spec section 8); nothing is sent. */
export const NOT_AUTHENTICATED_TEXT = CALL_FAILURE_TEXTS.notAuthenticated;

export interface ApiFormOptions<Values extends FieldValues> {
  /** The domain schema of the form's values. */
  schema: Parameters<typeof useSchemaForm<Values>>[0];
  /** The empty form, in the order of the form. */
  defaultValues: DefaultValues<Values>;
  send: (values: Values) => Promise<unknown>;
  texts: { success: string; failure: string };
}

/**
 * A form that sends to the API for a logged-in user (useSchemaForm shows its messages). Submitting needs a stored
 * token. Success toasts and empties the form (back to its defaultValues); failure toasts and puts the server's field
 * errors under their fields. `sent`: the last submission was taken, so the screen can offer the next step.
 */
export function useApiForm<Values extends FieldValues>({ schema, defaultValues, send, texts }: ApiFormOptions<Values>) {
  const form = useSchemaForm(schema, defaultValues);
  const { showToast } = useToast();
  const [sent, setSent] = useState(false);

  const onSubmit = form.submit(async (values) => {
    setSent(false);
    if (!hasStoredToken()) {
      showToast(NOT_AUTHENTICATED_TEXT, 'error');
      return;
    }
    try {
      await send(values);
      showToast(texts.success, 'success');
      form.reset();
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError) form.showServerErrors(fieldErrorsFrom(error.body, Object.keys(defaultValues)));
      showToast(texts.failure, 'error');
    }
  });

  return { ...form, onSubmit, sent };
}
