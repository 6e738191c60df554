import type * as z from 'zod';

/** Field name -> first failing message. An empty object means the values are valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a form holds: text inputs give strings, number inputs may give numbers. */
export type FormValue = string | number | boolean | null | undefined;

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

/** A number input's text as the API takes it: '' is NaN (blank), '18.5' is 18.5; other text stays text. */
export function numberInput(value: FormValue): FormValue {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return Number.NaN;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
}
