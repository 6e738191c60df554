import './zod-config';
import * as z from 'zod';
import { BLOOD_GROUPS } from '../options';
import { AVAILABILITY_MESSAGES as M } from '../messages';
import { TEXT_MAX_LENGTH } from '../rules';
import { BLOOD_COMPATIBILITY } from '../blood-compatibility';
import { ELIGIBILITY_RULE_SET_IDS } from '../eligibility/rule-sets';
import { bloodGroupSchema } from './enums';
import { isBlankInput } from '../form-validation';

/**
 * Connecting donors with patients: a donor's availability, when they may give again, which groups suit a patient,
 * and the need board of approved requests.
 */

/** How a donor who is available is asked: by email now; SMS is the next channel. */
export const CONTACT_CHANNELS = ['email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** PUT /api/user/availability: whether the donor may be asked to give, and in which city (required when they may). */
export const availabilitySchema = z
  .strictObject({
    available: z.boolean({ error: M.availableRequired }).meta({ example: true }),
    city: z.string().trim().max(TEXT_MAX_LENGTH, M.cityMax).nullish().meta({ example: 'Pune', description: "Required when available is true; otherwise left out, null or '' keeps none." }),
  })
  .superRefine(
    (body, context) => {
      if (body.available === true && isBlankInput(body.city)) context.addIssue({ code: 'custom', path: ['city'], message: M.cityRequired });
    },
    { when: () => true },
  );
export type AvailabilityBody = z.infer<typeof availabilitySchema>;

/** GET and PUT /api/user/availability answer the donor's availability and the channel they are asked by. */
export const availabilityRecordSchema = z.object({
  available: z.boolean().meta({ example: true, description: 'False until the donor says otherwise.' }),
  city: z.string().meta({ example: 'Pune', description: "'' when none." }),
  channel: z.enum(CONTACT_CHANNELS).meta({ example: 'email', description: 'How the donor is asked; only email for now.' }),
});
export type AvailabilityRecord = z.infer<typeof availabilityRecordSchema>;

/** GET /api/user/eligibility: whether the caller may give whole blood today, under the server's rule set. */
export const eligibilityRecordSchema = z.object({
  eligible: z.boolean().meta({ example: false }),
  nextEligibleDate: z.iso.date().nullable().meta({ example: '2026-11-26', description: 'The first day they may give; null when they may give today.' }),
  ruleSet: z.enum(ELIGIBILITY_RULE_SET_IDS).meta({ example: 'US', description: 'The ELIGIBILITY_RULES setting.' }),
  reasons: z.array(z.string()).meta({ example: ['Whole blood donations need 56 days between them; your last one was on 2026-10-01.'] }),
});
export type EligibilityRecord = z.infer<typeof eligibilityRecordSchema>;

const compatibilityTableSchema = z
  .object(Object.fromEntries(BLOOD_GROUPS.map((group) => [group, z.array(bloodGroupSchema)])) as Record<(typeof BLOOD_GROUPS)[number], z.ZodArray<typeof bloodGroupSchema>>)
  .meta({ description: "Patient's blood group → the donor groups whose component suits them." });

/** GET /api/blood-compatibility: BLOOD_COMPATIBILITY, for red cells and for plasma. */
export const bloodCompatibilitySchema = z.object({
  redCells: compatibilityTableSchema.meta({ example: BLOOD_COMPATIBILITY.redCells }),
  plasma: compatibilityTableSchema.meta({ example: BLOOD_COMPATIBILITY.plasma }),
});

/** One line of GET /api/need-board: approved requests of a blood group in a city; no personal data. */
export const needBoardLineSchema = z.object({
  bloodGroup: bloodGroupSchema,
  city: z.string().meta({ example: 'Pune', description: 'One spelling of the city: requests are grouped by city case-insensitively.' }),
  open: z.int().meta({ example: 3, description: 'How many approved requests.' }),
  urgent: z.boolean().meta({ example: true, description: 'True when any of them is urgent.' }),
});
export type NeedBoardLine = z.infer<typeof needBoardLineSchema>;
