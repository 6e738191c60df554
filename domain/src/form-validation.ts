import { type FieldErrors, type FormValue } from './schemas/field-errors';

/**
 * What the forms share about their fields. The account forms validate with the API's own schemas
 * (schemas/account.ts, schemas/passwords.ts, form-schemas.ts) through react-hook-form's zod resolver.
 */
export type { FieldErrors, FormValue };

/** Missing, null, blank text or an empty number input: what a required field's message is given for. */
export function isBlankInput(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    (typeof input === 'number' && Number.isNaN(input)) ||
    (typeof input === 'string' && input.trim() === '')
  );
}

/** Missing, null, blank text or an empty number input. */
export const isBlank: (value: FormValue) => boolean = isBlankInput;
