import './zod-config';
import * as z from 'zod';
import { DONOR_FORM_MESSAGES as M } from '../messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, TEXT_MAX_LENGTH } from '../rules';
import { donorFormShape, donorRecordShape } from './donor-form';
import { bloodRequestStatusSchema } from './enums';
import { requiredText } from './fields';
import { notInThePast } from '../time/today';

/** Longest note an admin may attach when approving or rejecting a request. */
export const STATUS_NOTE_MAX_LENGTH = 500;
export const STATUS_NOTE_MESSAGES = { tooLong: `Message must be at most ${STATUS_NOTE_MAX_LENGTH} characters` } as const;

/**
 * Make Blood Request (spec section 5): the donor fields, the email to answer to and an optional disease; then where
 * and how soon. Every new request names its city, where its donors are looked for; requests stored before cities
 * were asked keep working without one.
 */
export const bloodRequestSchema = z.strictObject({
  ...donorFormShape,
  email: requiredText(M.emailRequired)
    .max(EMAIL_MAX_LENGTH, M.emailInvalid)
    .regex(EMAIL_PATTERN, M.emailInvalid)
    .meta({ example: 'ravi@example.com', description: 'Trimmed.' }),
  disease: z
    .string()
    .trim()
    .max(TEXT_MAX_LENGTH, M.diseaseMax)
    .nullish()
    .transform((disease) => disease ?? '')
    .meta({ example: 'Anaemia', default: '', description: "Left out or null: none ('')." }),
  status: z.unknown().optional().meta({
    description: "Any JSON value, ignored: a new request is always 'Pending' (the old client sends false).",
    example: false,
    // null counts as an object here: OpenAPI 3.0 allows `nullable` only beside a type.
    oneOf: [{ type: 'boolean' }, { type: 'string' }, { type: 'number' }, { type: 'object', nullable: true }, { type: 'array', items: {} }],
  }),
  city: requiredText(M.cityRequired).max(TEXT_MAX_LENGTH, M.cityMax).meta({ example: 'Pune', description: 'Where the blood is needed (requests made before cities were asked have none).' }),
  hospital: z.string().trim().max(TEXT_MAX_LENGTH, M.hospitalMax).nullish().meta({ example: 'Sassoon General Hospital', description: "Left out, null or '': none." }),
  neededBy: z
    .string({ error: M.neededByInvalid })
    .trim()
    .regex(z.regexes.date, { error: M.neededByInvalid, abort: true })
    .refine(notInThePast, M.neededByPast)
    .nullish()
    .meta({ format: 'date', example: '2026-12-01', description: 'A real calendar day, not in the past. Left out or null: no date.' }),
  urgent: z.boolean({ error: M.urgentInvalid }).optional().meta({ default: false }),
});
export type BloodRequestBody = z.infer<typeof bloodRequestSchema>;

/** The optional body of approve and reject. */
export const statusNoteSchema = z.strictObject({
  message: z.string().trim().max(STATUS_NOTE_MAX_LENGTH, STATUS_NOTE_MESSAGES.tooLong).optional().meta({
    example: 'Two units reserved at the city blood bank.',
    description: "Stored as the request's message; leaving it out (or blank) clears an earlier note.",
  }),
});
export type StatusNote = z.infer<typeof statusNoteSchema>;

/** Where and how soon, read back only for requests that name a city (requests made without one read as before). */
const placeRecordShape = {
  city: z.string().optional().meta({ example: 'Pune' }),
  hospital: z.string().nullable().optional().meta({ example: 'Sassoon General Hospital' }),
  neededBy: z.iso.date().nullable().optional().meta({ example: '2026-12-01' }),
  urgent: z.boolean().optional().meta({ example: false }),
};

/** A blood request as every endpoint returns it (spec section 3), never the account it belongs to. */
export const bloodRequestRecordSchema = z.object({
  ...donorRecordShape,
  email: z.string().meta({ example: 'ravi@example.com' }),
  disease: z.string().meta({ example: 'Anaemia', description: "'' when none was given." }),
  status: bloodRequestStatusSchema,
  message: z.string().nullable().meta({ example: null, description: 'The note of the last approve or reject, if any.' }),
  ...placeRecordShape,
});
export type BloodRequestRecord = z.infer<typeof bloodRequestRecordSchema>;
