import './zod-config';
import * as z from 'zod';
import { DONOR_CARD_MESSAGES as M } from '../donor-card-texts';
import { BLOOD_GROUPS } from '../options';
import { APPOINTMENT_STATUSES } from './drives';

/** GET /api/user/donor-card: the caller's digital donor card (issue 24 point 2). */
export const donorCardSchema = z
  .object({
    username: z.string().meta({ example: 'Asha' }),
    bloodGroup: z.enum(BLOOD_GROUPS).nullable().meta({ example: 'O+', description: 'The registered blood group.' }),
    bloodGroupConfirmed: z.boolean().meta({ example: false, description: 'True once a donation of the donor was recorded at a drive desk.' }),
    donations: z.int().meta({ example: 3, description: "The donor's donations on record." }),
    nextEligibleDate: z.iso.date().meta({ example: '2026-12-05', description: 'The first day (SITE_TIME_ZONE) the donor may give; today when they may give now.' }),
    token: z.string().meta({
      example: 'q3Vb0Qm2iH4g5c8r1Zp9x2L7nA6tY0sE4kD3wF1jU8o',
      description: "What the card's QR code holds: opaque (names no one), signed by the server, working until expiresAt.",
    }),
    shortCode: z.string().meta({ example: 'K7Q2M9XD', description: 'The same card as 8 letters and digits, for staff to type.' }),
    expiresAt: z.iso.datetime().meta({ example: '2026-12-28T09:00:00.000Z', description: 'When token and shortCode stop working (DONOR_CARD_TTL_DAYS after issue); a new card is issued before.' }),
  })
  .meta({ id: 'DonorCard' });
export type DonorCard = z.infer<typeof donorCardSchema>;

/** GET /api/drive-desk/{driveId}/lookup?code=: the card's token (scanned) or short code (typed). */
export const deskLookupQuerySchema = z.strictObject({
  code: z.string({ error: M.codeRequired }).trim().min(1, M.codeRequired).max(200, M.codeUnknown).meta({ example: 'K7Q2M9XD' }),
});
export type DeskLookupQuery = z.infer<typeof deskLookupQuerySchema>;

/** The card holder's appointment at the drive, as its desk sees it. */
export const deskLookupSchema = z
  .object({
    appointmentId: z.int().meta({ example: 7 }),
    username: z.string().meta({ example: 'Asha' }),
    start: z.iso.datetime().meta({ example: '2026-12-05T09:15:00.000Z' }),
    status: z.enum(APPOINTMENT_STATUSES).meta({ example: 'booked' }),
  })
  .meta({ id: 'DeskLookup' });
export type DeskLookup = z.infer<typeof deskLookupSchema>;

/** The account export's part about the card: what it holds, never the token. */
export const donorCardRecordSchema = z
  .object({
    shortCode: z.string().meta({ example: 'K7Q2M9XD' }),
    issuedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .nullable()
  .meta({
    description:
      "The current donor card, if one was issued: its short code and dates. The card shows your username, blood group, donations count and next eligible date, all exported above; its QR code holds an opaque token that the server keeps only as a keyed hash.",
  });
