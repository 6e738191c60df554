import './zod-config';
import * as z from 'zod';
import { JOURNEY_MESSAGES as M, JOURNEY_REASONS, JOURNEY_REASONS_BY_STATUS, JOURNEY_STATUSES } from '../journey-texts';
import { TEXT_MAX_LENGTH } from '../rules';

const hospitalText = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(TEXT_MAX_LENGTH, M.hospitalTooLong(TEXT_MAX_LENGTH));

/** POST /api/admin/hospitals: a hospital the organisation sends blood to. Organisation data, nobody's personal data. */
export const hospitalBodySchema = z
  .strictObject({
    name: hospitalText(M.hospitalNameRequired).meta({ example: 'City Hospital' }),
    city: hospitalText(M.hospitalCityRequired).meta({ example: 'Pune' }),
  })
  .meta({ id: 'HospitalBody' });
export type HospitalBody = z.infer<typeof hospitalBodySchema>;

/** A hospital on the organisation's list (GET /api/admin/hospitals, by name). */
export const hospitalSchema = z
  .object({
    id: z.int().meta({ example: 1 }),
    name: z.string().meta({ example: 'City Hospital' }),
    city: z.string().meta({ example: 'Pune' }),
  })
  .meta({ id: 'Hospital' });
export type Hospital = z.infer<typeof hospitalSchema>;

const day = z.iso.date({ error: M.dateInvalid });

/**
 * PUT /api/admin/donations/{id}/journey: what became of a donation's units. 'issued' names a hospital of the list
 * and the day; 'research' and 'discarded' the day and one of the kind reasons of their status. Unknown fields are
 * refused (no patient data can be stored by accident).
 */
export const donationJourneyBodySchema = z
  .strictObject({
    status: z.enum(JOURNEY_STATUSES, { error: M.statusInvalid }).meta({ example: 'issued' }),
    hospital: z.string({ error: M.hospitalRequired }).trim().min(1, M.hospitalRequired).max(TEXT_MAX_LENGTH, M.hospitalTooLong(TEXT_MAX_LENGTH)).optional().meta({
      example: 'City Hospital',
      description: "For 'issued': the name of a hospital on the organisation's list (GET /api/admin/hospitals).",
    }),
    date: day.meta({ format: 'date', example: '2027-03-20', description: 'YYYY-MM-DD in SITE_TIME_ZONE: not before the donation, not in the future.' }),
    reason: z.enum(JOURNEY_REASONS, { error: M.reasonInvalid(JOURNEY_REASONS) }).optional().meta({
      example: 'expired',
      description: "For 'research' and 'discarded': one of the kind reasons of that status, shown to the donor in kind words.",
    }),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (body.status === 'issued') {
      if (body.hospital === undefined) issue('hospital', M.hospitalRequired);
      if (body.reason !== undefined) issue('reason', M.reasonNotForIssued);
      return;
    }
    if (body.hospital !== undefined) issue('hospital', M.hospitalNotForStatus);
    const allowed = JOURNEY_REASONS_BY_STATUS[body.status];
    if (body.reason === undefined) issue('reason', M.reasonRequired);
    else if (!allowed.includes(body.reason)) issue('reason', M.reasonInvalid(allowed));
  })
  .meta({ id: 'DonationJourneyBody' });
export type DonationJourneyBody = z.infer<typeof donationJourneyBodySchema>;

/** A donation's journey as recorded (the answer of the PUT). */
export const donationJourneySchema = z
  .object({
    donationId: z.int().meta({ example: 12 }),
    donationDate: z.iso.date().meta({ format: 'date', example: '2027-03-12' }),
    status: z.enum(JOURNEY_STATUSES),
    hospital: z.string().nullable().meta({ example: 'City Hospital', description: "The hospital's name; null unless issued." }),
    date: z.iso.date().meta({ format: 'date', example: '2027-03-20' }),
    reason: z.enum(JOURNEY_REASONS).nullable().meta({ example: null, description: 'null when issued.' }),
    text: z.string().meta({ example: 'Your donation of 12 March was sent to City Hospital on 20 March', description: 'What the donor reads.' }),
  })
  .meta({ id: 'DonationJourney' });
export type DonationJourney = z.infer<typeof donationJourneySchema>;

/** One of the caller's donations and its journey (GET /api/user/journey): status null until it is known. */
export const myDonationJourneySchema = z
  .object({
    donationId: z.int().meta({ example: 12 }),
    donationDate: z.iso.date().meta({ format: 'date', example: '2027-03-12' }),
    status: z.enum(JOURNEY_STATUSES).nullable().meta({ description: 'null when not known yet.' }),
    hospital: z.string().nullable().meta({ example: 'City Hospital' }),
    date: z.iso.date().nullable().meta({ format: 'date', example: '2027-03-20' }),
    reason: z.enum(JOURNEY_REASONS).nullable(),
    text: z.string().nullable().meta({ example: 'Your donation of 12 March was sent to City Hospital on 20 March', description: 'What the donor reads; null when not known yet.' }),
  })
  .meta({ id: 'MyDonationJourney' });
export type MyDonationJourney = z.infer<typeof myDonationJourneySchema>;
