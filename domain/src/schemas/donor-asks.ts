import './zod-config';
import * as z from 'zod';
import { DONOR_ANSWER_MESSAGES as M } from '../messages';
import { bloodRequestRecordSchema } from './blood-requests';
import { bloodGroupSchema, bloodRequestStatusSchema } from './enums';

/**
 * Asking donors for an approved blood request: the candidates an admin sees, the asks a donor sees and answers,
 * and what the requester learns of the donors who said yes (their name and mobile, and no one else's).
 */

/** What an asked donor answers: 'yes' is "I can help", 'no' is "Not now". */
export const DONOR_ANSWERS = ['yes', 'no'] as const;
export type DonorAnswer = (typeof DONOR_ANSWERS)[number];

const answerSchema = z.enum(DONOR_ANSWERS).meta({ id: 'DonorAnswer' });

/** POST /api/blood-requests/{id}/responses: the asked donor's answer; it may change while the request is open. */
export const donorResponseSchema = z.strictObject({
  answer: z.enum(DONOR_ANSWERS, { error: M.answerInvalid }).meta({ example: 'yes', description: "'yes': I can help; 'no': not now." }),
});
export type DonorResponseBody = z.infer<typeof donorResponseSchema>;

const askedAtSchema = z.iso.datetime().meta({ example: '2026-11-26T06:30:00.000Z' });

/** One candidate of GET /api/admin/bloodRequests/{id}/matches: an available donor in the city whose group suits the patient. */
export const donorMatchSchema = z.object({
  userId: z.int().meta({ example: 12 }),
  username: z.string().meta({ example: 'asha' }),
  bloodGroup: bloodGroupSchema,
  exactMatch: z.boolean().meta({ example: true, description: "The donor's group is the patient's own." }),
  eligible: z.boolean().meta({ example: true, description: 'May give whole blood today (UTC) under ELIGIBILITY_RULES.' }),
  nextEligibleDate: z.iso.date().nullable().meta({ example: null, description: 'The first day they may give; null when they may today.' }),
  city: z.string().meta({ example: 'Pune', description: 'The city the donor is available in.' }),
  askedAt: askedAtSchema.nullable().meta({ description: 'When they were asked about this request; null when not (yet).' }),
  answer: answerSchema.nullable().meta({ description: 'Their answer; null when not asked or not answered.' }),
});
export type DonorMatch = z.infer<typeof donorMatchSchema>;

/** Whom to call: a person's name and mobile number. */
export const contactPersonSchema = z.object({
  name: z.string().meta({ example: 'Ravi Kumar' }),
  mobile: z.string().meta({ example: '+91 9876543210' }),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

/** One line of GET /api/user/asks: a request the caller was asked about, without the patient's contact until they said yes. */
export const donorAskSchema = z.object({
  requestId: z.int().meta({ example: 7 }),
  bloodGroup: bloodGroupSchema,
  city: z.string().nullable().meta({ example: 'Pune' }),
  hospital: z.string().nullable().meta({ example: 'Sassoon General Hospital' }),
  urgent: z.boolean().meta({ example: true }),
  neededBy: z.iso.date().nullable().meta({ example: '2026-12-01' }),
  status: bloodRequestStatusSchema,
  askedAt: askedAtSchema,
  answer: answerSchema.nullable().meta({ description: 'Null until they answer.' }),
  requester: contactPersonSchema.nullable().meta({ description: "The request's patient and the mobile to call about them: only once the caller said 'yes' and while the requester has an account, else null." }),
});
export type DonorAsk = z.infer<typeof donorAskSchema>;

const searchNote = ' Only on requests whose search for donors has started (they name a city and are no longer Pending).';

/**
 * A row of GET /api/user-blood-requests: the requester's own request, with the donors asked and those who can help
 * once its search has started; rows of requests without one read as before.
 */
export const ownBloodRequestRecordSchema = bloodRequestRecordSchema.extend({
  asked: z.int().optional().meta({ example: 10, description: `How many donors were asked.${searchNote}` }),
  saidYes: z.int().optional().meta({ example: 1, description: `How many of them said 'yes'.${searchNote}` }),
  helpers: z.array(contactPersonSchema).optional().meta({ description: `Name and mobile of each donor who said 'yes', first answer first.${searchNote}` }),
});
export type OwnBloodRequestRecord = z.infer<typeof ownBloodRequestRecordSchema>;

/** GET /api/admin/approval: what approving a blood request sets off, for the panel to say before it is done. */
export const approvalEffectsSchema = z.object({
  donorsPerWave: z.int().meta({ example: 10, description: 'At most this many eligible donors are asked by email at once when a request is approved (MATCH_WAVE_SIZE).' }),
});
export type ApprovalEffects = z.infer<typeof approvalEffectsSchema>;
