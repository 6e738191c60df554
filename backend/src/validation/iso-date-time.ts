import { isCalendarDate } from '@blood-donation/domain';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** YYYY-MM-DDTHH:mm, optional seconds and milliseconds, optional Z or ±HH:mm offset. */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

/**
 * The instant an ISO 8601 date-time names; without an offset it is read as UTC. Null when the text is
 * not one, names a day that does not exist, or falls outside the years 1000 to 9999 (what MySQL stores).
 */
export function parseIsoDateTime(value: unknown): Date | null {
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  if (!match || !isCalendarDate(match[1])) return null;
  const date = new Date(match[5] ? value as string : `${value as string}Z`);
  const year = date.getUTCFullYear();
  return year >= 1000 && year <= 9999 ? date : null;
}

/** An ISO 8601 date-time string, turned into a Date; anything else fails with `message`. */
export const IsoDateTime = (message: string): PropertyDecorator =>
  applyDecorators(
    Transform(({ value }) => parseIsoDateTime(value) ?? value),
    ValidateBy({ name: 'isIsoDateTime', validator: { validate: (value) => value instanceof Date } }, { message }),
  );
