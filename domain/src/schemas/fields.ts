/**
 * The building blocks of every form and API body schema. A field the user must fill is "required": missing, null,
 * blank text or an empty number input (NaN) all give only its required message, as the forms have always shown it.
 * The API's own type messages ("age must be a number") come from the backend's error map, not from here.
 */
import './zod-config';
import * as z from 'zod';
import { isBlankInput } from '../form-validation';

/** The schema-level error of a field: its required message when the input is blank, otherwise `otherwise` (if any). */
export function whenBlank(required: string, otherwise?: string) {
  return (issue: { input?: unknown }) => (isBlankInput(issue.input) ? required : otherwise);
}

/** Trimmed text that must not be blank; its further checks are added by the caller. */
export function requiredText(required: string) {
  return z.string({ error: whenBlank(required) }).trim().min(1, required);
}

/** Trimmed text that may be left out, null or blank (then it is ''). */
export function optionalText() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => value ?? '');
}

/** An email: trimmed, lower-cased, of the plain something@something.tld shape. */
export function requiredEmail(messages: { required: string; invalid: string }, pattern: RegExp, maxLength?: number) {
  const email = requiredText(messages.required).toLowerCase();
  return (maxLength ? email.max(maxLength, messages.invalid) : email).regex(pattern, messages.invalid);
}

/** One of a list of values (a select). A value that is not text at all gets the API's type message. */
export function requiredChoice<const Value extends string>(values: readonly [Value, ...Value[]], messages: { required: string; invalid: string }) {
  return z.enum(values, {
    error: (issue) => (isBlankInput(issue.input) ? messages.required : typeof issue.input === 'string' ? messages.invalid : undefined),
  });
}

/** A whole number the user types; any other input (a fraction, text) gets `whole`. */
export function requiredWholeNumber(messages: { required: string; whole: string }) {
  return z.number({ error: whenBlank(messages.required, messages.whole) }).int(messages.whole);
}

/** A password as typed: not trimmed (spaces count), not blank. */
export function requiredPassword(required: string) {
  return z.string({ error: whenBlank(required) }).refine((value) => value.trim() !== '', required);
}

/** What a form holds before its schema parses it (a select's text before it is one of the choices): its values' type. */
export type FormInput<Schema extends z.ZodType> = z.input<Schema>;
