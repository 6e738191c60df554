import './zod-config';
import * as z from 'zod';
import { driveSummarySchema } from './drives';

/**
 * An event or donation drive as the API returns it (also inside donations and volunteer sign-ups). Named
 * EventRecordDto: one component of the OpenAPI document, the name the events endpoints have always given it.
 */
export const eventRecordSchema = z
  .object({
    id: z.int().meta({ example: 1 }),
    name: z.string().meta({ example: 'City Blood Drive' }),
    location: z.string().meta({ example: 'Town Hall, Pune' }),
    dateTime: z.iso.datetime().meta({ example: '2026-11-01T09:30:00.000Z', description: 'UTC.' }),
    organizer: z.string().meta({ example: 'Red Cross Pune' }),
    description: z.string().meta({ example: 'Walk in between 9:30 and 16:00.', description: "'' when none was given." }),
    drive: driveSummarySchema.nullable().meta({ description: 'Its bookable sessions when the event is a donation drive; null for a plain event.' }),
  })
  .meta({ id: 'EventRecordDto' });
export type EventRecord = z.infer<typeof eventRecordSchema>;

/** An existing event named by its id, in the donation and volunteer forms. */
export const eventReferenceSchema = z.strictObject({
  id: z.int({ error: 'event.id must be a whole number' }).meta({ example: 1 }),
});
