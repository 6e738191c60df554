import './zod-config';
import * as z from 'zod';
import { DONOR_FORM_MESSAGES as M } from '../messages';
import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '../rules';
import { donorFormShape, donorRecordShape } from './donor-form';
import { eventRecordSchema, eventReferenceSchema } from './event-record';
import { DEFAULT_DONATION_TYPE, DONATION_TYPES } from '../eligibility/donation-types';
import { requiredChoice, requiredText } from './fields';

const donationTypeMeta = { example: 'platelets', description: `Left out: ${DEFAULT_DONATION_TYPE}.` };

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const calendarDateSchema = z.iso.date();

/** Donate Blood and the admin's Add Donor (spec section 5): the donor fields, city, address and date all required. */
export const donationSchema = z.strictObject({
  ...donorFormShape,
  city: requiredText(M.cityRequired).max(TEXT_MAX_LENGTH, M.cityMax).meta({ example: 'Pune' }),
  address: requiredText(M.addressRequired).max(LONG_TEXT_MAX_LENGTH, M.addressMax).meta({ example: '1 Main Road, Shivajinagar' }),
  date: requiredText(M.dateRequired)
    .regex(z.regexes.date, M.dateInvalid)
    .meta({ format: 'date', example: '2026-11-01', description: 'A real calendar day.' }),
  event: eventReferenceSchema.nullish().meta({ description: 'The event it was made at, if any.' }),
  donationType: requiredChoice(DONATION_TYPES, { required: M.donationTypeInvalid, invalid: M.donationTypeInvalid }).optional().meta(donationTypeMeta),
});
export type DonationBody = z.infer<typeof donationSchema>;

/** A donation as every endpoint returns it (donor list and donation history), never the account it belongs to. */
export const donationRecordSchema = z.object({
  ...donorRecordShape,
  city: z.string().meta({ example: 'Pune' }),
  address: z.string().meta({ example: '1 Main Road, Shivajinagar' }),
  date: calendarDateSchema.meta({ example: '2026-11-01' }),
  event: eventRecordSchema.nullable().meta({ description: 'The event it was made at; null when none or deleted.' }),
  donationType: z.enum(DONATION_TYPES).optional().meta({ example: 'platelets', description: `Only when not ${DEFAULT_DONATION_TYPE}: a donation without it was ${DEFAULT_DONATION_TYPE}.` }),
});
export type DonationRecord = z.infer<typeof donationRecordSchema>;

/** A donation as the admin lists show it: also the email of the donor's account, to contact them, and when they may give again. */
export const adminDonationRecordSchema = donationRecordSchema.extend({
  email: z.string().nullable().meta({ example: 'asha@example.com', description: "The email of the donor's account; null for a walk-in donor." }),
  nextEligibleDate: calendarDateSchema.nullable().meta({
    example: '2027-03-12',
    description:
      "The first day the donor may give whole blood again under ELIGIBILITY_RULES, today being SITE_TIME_ZONE's: from every donation of their account and its gender (as their dashboard says), or for a walk-in donor from this donation and its gender alone; null when they may give today.",
  }),
});
export type AdminDonationRecord = z.infer<typeof adminDonationRecordSchema>;
