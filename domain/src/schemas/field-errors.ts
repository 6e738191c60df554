import type * as z from 'zod';
import type { FieldErrors } from '../form-validation';

/** Field name -> the first message the schema gives it: what a form shows beside each field. */
export function firstErrorPerField<Field extends string>(schema: z.ZodType, values: unknown): FieldErrors<Field> {
  const result = schema.safeParse(values);
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.') as Field;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
