import './zod-config';
import * as z from 'zod';
import { EVENT_MESSAGES as M } from '../messages';
import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '../rules';
import { requiredText, whenBlank } from './fields';

export { eventRecordSchema, type EventRecord } from './event-record';

/** A short required text of the event forms. */
const eventText = (required: string, example: string) => requiredText(required).max(TEXT_MAX_LENGTH, M.tooLong).meta({ example });

/** The years MySQL stores in a DATETIME. */
const FIRST_YEAR = 1000;
const LAST_YEAR = 9999;

/** ISO 8601 with a Z or ±HH:mm offset, or none (then it is UTC), on a day that exists: the instant it names. */
const eventDateTime = z
  .string({ error: whenBlank(M.dateTimeRequired, M.dateTimeInvalid) })
  .refine((text) => text.trim() !== '', M.dateTimeRequired)
  .pipe(z.iso.datetime({ offset: true, local: true, error: M.dateTimeInvalid }))
  .transform((text) => new Date(/(Z|[+-]\d\d:\d\d)$/.test(text) ? text : `${text}Z`))
  .refine((instant) => instant.getUTCFullYear() >= FIRST_YEAR && instant.getUTCFullYear() <= LAST_YEAR, M.dateTimeInvalid)
  .meta({
    format: 'date-time',
    example: '2026-11-01T09:30:00.000Z',
    description: 'ISO 8601 date-time; stored in UTC (without an offset it is read as UTC).',
  });

const DESCRIPTION = { example: 'Walk in between 9:30 and 16:00.' };
const description = () => z.string({ error: whenBlank(M.descriptionRequired) }).trim().max(LONG_TEXT_MAX_LENGTH, M.descriptionTooLong);

/** The fields Create Event and Edit Event both require. */
const eventFields = {
  name: eventText(M.nameRequired, 'City Blood Drive'),
  location: eventText(M.locationRequired, 'Town Hall, Pune'),
  dateTime: eventDateTime,
  organizer: eventText(M.organizerRequired, 'Red Cross Pune'),
};

/** Create Event: description optional ('' when left out or null). */
export const eventCreationSchema = z.strictObject({
  ...eventFields,
  description: description()
    .nullable()
    .default('')
    .transform((value) => value ?? '')
    .meta({ ...DESCRIPTION, description: "Left out or null: none ('')." }),
});
export type EventCreation = z.infer<typeof eventCreationSchema>;

/** Edit Event: all five fields required; the list item may be sent back as it is (its id is ignored). */
export const eventUpdateSchema = z.strictObject({
  ...eventFields,
  description: description().min(1, M.descriptionRequired).meta(DESCRIPTION),
  id: z.unknown().optional().meta({ type: 'integer', description: 'Ignored: the path names the event (the list item may be sent back as it is).' }),
  drive: z.unknown().optional().meta({ type: 'object', nullable: true, description: "Ignored: a drive's sessions change through PUT /api/admin/events/{id}/drive." }),
});
export type EventUpdate = z.infer<typeof eventUpdateSchema>;
