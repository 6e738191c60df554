import './zod-config';
import * as z from 'zod';
import { appointmentSchema } from './drives';

/** POST /api/drives/{id}/waitlist: no fields. */
export const waitlistJoinSchema = z.strictObject({});
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

/** GET /api/drives/{id}/waitlist: whether a donor may join it now (no free time at the drive), and how many wait. */
export const driveWaitlistSchema = z
  .object({
    open: z.boolean().meta({ description: 'True while every bookable slot of the drive is full (held chairs count as taken).' }),
    waiting: z.int().meta({ example: 3, description: 'Donors on the waitlist (a count; no names).' }),
  })
  .meta({ id: 'DriveWaitlist' });
export type DriveWaitlist = z.infer<typeof driveWaitlistSchema>;

/** A donor's place on a drive's waitlist, as they see it (GET /api/user/waitlist, and the answer to joining). */
export const waitlistEntrySchema = z
  .object({
    driveId: z.int().meta({ example: 3 }),
    joinedAt: z.iso.datetime().meta({ example: '2026-12-01T10:00:00.000Z' }),
    position: z.int().meta({ example: 1, description: 'Place in the queue, from 1.' }),
    offer: z
      .object({
        start: z.iso.datetime().meta({ example: '2026-12-05T09:15:00.000Z' }),
        end: z.iso.datetime().meta({ example: '2026-12-05T09:30:00.000Z' }),
        expiresAt: z.iso.datetime().meta({ example: '2026-12-01T10:30:00.000Z' }),
      })
      .nullable()
      .meta({ description: 'The time held for the donor, answered through the emailed link; null while waiting.' }),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/waitlist-offers/{token}: the offered time (no personal data), for the link's page. */
export const waitlistOfferSchema = z
  .object({
    driveId: z.int().meta({ example: 3 }),
    driveName: z.string().meta({ example: 'Town hall drive' }),
    start: z.iso.datetime().meta({ example: '2026-12-05T09:15:00.000Z' }),
    end: z.iso.datetime().meta({ example: '2026-12-05T09:30:00.000Z' }),
    expiresAt: z.iso.datetime().meta({ example: '2026-12-01T10:30:00.000Z' }),
  })
  .meta({ id: 'WaitlistOffer' });
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** POST /api/waitlist-offers/{token}/accept: the appointment booked. */
export const waitlistAcceptedSchema = appointmentSchema;
