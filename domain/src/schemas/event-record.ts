import * as z from 'zod';

/** An event or donation drive as the API returns it. dateTime is ISO 8601 UTC. */
export const eventRecordSchema = z.object({
  id: z.int().meta({ example: 1 }),
  name: z.string().meta({ example: 'City Blood Drive' }),
  location: z.string().meta({ example: 'Town Hall, Pune' }),
  dateTime: z.iso.datetime().meta({ example: '2026-11-01T09:30:00.000Z', description: 'UTC.' }),
  organizer: z.string().meta({ example: 'Red Cross Pune' }),
  description: z.string().meta({ example: 'Walk in between 9:30 and 16:00.', description: "'' when none was given." }),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;
