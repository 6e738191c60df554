import * as z from 'zod';
import { DONOR_FORM_MESSAGES as M } from '../messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, TEXT_MAX_LENGTH } from '../rules';
import { donorFormShape, donorRecordShape } from './donor-form';
import { bloodRequestStatusSchema } from './enums';
import { requiredText } from './fields';

/** Longest note an admin may attach when approving or rejecting a request. */
export const STATUS_NOTE_MAX_LENGTH = 500;
export const STATUS_NOTE_MESSAGES = { tooLong: `Message must be at most ${STATUS_NOTE_MAX_LENGTH} characters` } as const;

/** Make Blood Request (spec section 5): the donor fields, the email to answer to and an optional disease. */
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

/** A blood request as every endpoint returns it (spec section 3), never the account it belongs to. */
export const bloodRequestRecordSchema = z.object({
  ...donorRecordShape,
  email: z.string().meta({ example: 'ravi@example.com' }),
  disease: z.string().meta({ example: 'Anaemia', description: "'' when none was given." }),
  status: bloodRequestStatusSchema,
  message: z.string().nullable().meta({ example: null, description: 'The note of the last approve or reject, if any.' }),
});
export type BloodRequestRecord = z.infer<typeof bloodRequestRecordSchema>;
