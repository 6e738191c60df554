import { Transform } from 'class-transformer';

/** Trims surrounding spaces of a text field; other types pass unchanged for the type check to reject. */
export const Trim = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Emails are stored and compared trimmed and in lower case. */
export const NormalizeEmail = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
