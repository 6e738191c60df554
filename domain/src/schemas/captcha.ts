import './zod-config';
import * as z from 'zod';
import { CONTACT_MESSAGES as C } from '../messages';
import { captchaProviderSchema } from './enums';

/** The longest captcha token taken: longer is no widget's answer. */
const CAPTCHA_TOKEN_MAX_LENGTH = 10_000;

/**
 * Text the user's browser must send as it is (not trimmed); missing, blank or not text at all gives `required`,
 * longer than `max` gives `tooLong`.
 */
export function requiredToken(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .refine((value) => value.trim() !== '', required)
    .max(max, tooLong);
}

/** The captcha answer a form sends with its fields. */
export const captchaTokenField = requiredToken(C.captchaRequired, CAPTCHA_TOKEN_MAX_LENGTH, C.captchaFailed).meta({
  example: 'eyJjaGFsbGVuZ2UiOnsi…',
  description: "ALTCHA: the widget's base64 payload. Hosted providers: the response token of their widget.",
});

/** What the contact and forgot-password forms need to show the captcha. */
export const captchaConfigSchema = z.object({
  provider: captchaProviderSchema,
  siteKey: z.string().nullable().meta({ example: null, description: 'Site key of a hosted provider; null for altcha.' }),
});
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

const altchaParametersSchema = z
  .object({
    algorithm: z.string().meta({ example: 'SHA-256' }),
    nonce: z.string().meta({ example: '3f1c…' }),
    salt: z.string().meta({ example: '9ab2…' }),
    cost: z.number().meta({ example: 1 }),
    keyLength: z.number().meta({ example: 32 }),
    keyPrefix: z.string().meta({ example: '000' }),
    expiresAt: z.number().optional().meta({ description: 'Unix time in seconds.' }),
  })
  .meta({ id: 'AltchaParametersDto' });

/** An ALTCHA (v2 protocol) challenge, as the altcha widget's challenge URL returns it. */
export const altchaChallengeSchema = z.object({
  parameters: altchaParametersSchema,
  signature: z.string().meta({ description: 'HMAC of the parameters.' }),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
