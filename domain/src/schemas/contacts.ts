import './zod-config';
import * as z from 'zod';
import { CONTACT_MESSAGES as C } from '../messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '../rules';
import { replyStatusSchema } from './enums';
import { requiredText } from './fields';

/** A captcha token is never longer than this; a longer one fails verification. */
const CAPTCHA_TOKEN_MAX_LENGTH = 10_000;
/** The longest reply an admin can email to the sender. */
export const CONTACT_REPLY_MAX_LENGTH = 2000;

/** The admin's reply to a contact message (the spec leaves these messages to the server). */
export const CONTACT_REPLY_MESSAGES = {
  replyRequired: 'Reply is required',
  replyTooLong: 'Reply must be at most 2000 characters',
} as const;

/** The Contact Us fields a visitor types (spec section 5). */
export const contactFieldsSchema = z.strictObject({
  name: requiredText(C.nameRequired).max(TEXT_MAX_LENGTH, C.tooLong).meta({ example: 'Meera Shah' }),
  email: requiredText(C.emailRequired).max(EMAIL_MAX_LENGTH, C.emailInvalid).regex(EMAIL_PATTERN, C.emailInvalid).meta({ example: 'meera@example.com' }),
  subject: requiredText(C.subjectRequired).max(TEXT_MAX_LENGTH, C.tooLong).meta({ example: 'Hosting a drive' }),
  message: requiredText(C.messageRequired)
    .max(LONG_TEXT_MAX_LENGTH, C.messageTooLong)
    .meta({ example: 'Our college would like to host a blood drive in March.' }),
});

/** The Contact Us form as sent: its fields and a captcha token, which only the server checks. */
export const contactFormSchema = contactFieldsSchema.extend({
  captchaToken: z
    .string({ error: C.captchaRequired })
    .refine((token) => token.trim() !== '', C.captchaRequired)
    .max(CAPTCHA_TOKEN_MAX_LENGTH, C.captchaFailed)
    .meta({ example: 'eyJjaGFsbGVuZ2UiOnsi…', description: "ALTCHA: the widget's base64 payload. Hosted providers: the response token of their widget." }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** POST /api/admin/contacts/{id}/reply. */
export const contactReplySchema = z.strictObject({
  message: requiredText(CONTACT_REPLY_MESSAGES.replyRequired)
    .max(CONTACT_REPLY_MAX_LENGTH, CONTACT_REPLY_MESSAGES.replyTooLong)
    .meta({ example: 'Thank you! Our team will call you this week to plan the drive.' }),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** A contact message as an admin reads it. */
export const contactRecordSchema = z.object({
  id: z.int().meta({ example: 1 }),
  name: z.string().meta({ example: 'Meera Shah' }),
  email: z.string().meta({ example: 'meera@example.com' }),
  subject: z.string().meta({ example: 'Hosting a drive' }),
  message: z.string().meta({ example: 'Our college would like to host a blood drive in March.' }),
  createdAt: z.iso.datetime().meta({ example: '2026-11-01T09:30:00.000Z' }),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

/** A contact message in the admin lists: also the emailed reply, if any, and where its email is. */
export const adminContactRecordSchema = contactRecordSchema.extend({
  reply: z.string().nullable().meta({ example: null, description: 'The latest reply to the sender; null until there is one.' }),
  repliedAt: z.iso.datetime().nullable().meta({
    example: null,
    description:
      'When the admin replied; set while the reply is queued or sent (the message counts as answered), null before any reply and while the reply has failed.',
  }),
  replyStatus: replyStatusSchema.nullable().meta({
    example: null,
    description:
      "The reply's email: queued (waiting for the mail server, or retried after a failed attempt), sent (accepted by the mail server) or failed (given up; POST …/reply/retry queues it again); null before any reply.",
  }),
});
export type AdminContactRecord = z.infer<typeof adminContactRecordSchema>;
