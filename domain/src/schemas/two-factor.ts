import './zod-config';
import * as z from 'zod';
import { errorResponseSchema } from './errors';
import { passkeyLoginBodySchema } from './passkeys';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, SECOND_FACTOR_CHALLENGE_MINUTES, SECOND_FACTOR_METHODS, STEP_UP_REQUIRED, TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED } from '../two-factor-texts';

/**
 * Two-factor authentication (issue 25): an authenticator app (TOTP, RFC 6238: six digits every 30 seconds) and ten
 * single-use recovery codes, shown once. An account with an authenticator app, and a staff account with a passkey, is
 * asked for its second factor after its password: POST /api/auth/login answers a challenge, and
 * POST /api/auth/login/second-factor finishes the login with a code, a recovery code or a passkey.
 */

/** The 401 of a dangerous action without a recent second-factor check: ask for it (POST /api/auth/step-up), then retry. */
export const stepUpRequiredResponseSchema = errorResponseSchema
  .extend({
    statusCode: z.number().meta({ example: 401 }),
    errorCode: z
      .literal(STEP_UP_REQUIRED)
      .optional()
      .meta({ description: 'Present when a recent second-factor check is what is missing (not on a 401 for a missing or invalid token).' }),
  })
  .meta({ id: 'StepUpRequiredResponse' });
export type StepUpRequiredResponse = z.infer<typeof stepUpRequiredResponseSchema>;

/** The 403 of a staff endpoint called by a session that has not proved a second factor: set one up (or log in with it). */
export const twoFactorRequiredResponseSchema = errorResponseSchema
  .extend({
    statusCode: z.number().meta({ example: 403 }),
    message: z.string().meta({ example: TWO_FACTOR_MESSAGES.required }),
    errorCode: z.literal(TWO_FACTOR_REQUIRED).optional().meta({ description: 'Present when a second factor is what is missing (not on a 403 for a role that may not call the endpoint).' }),
  })
  .meta({ id: 'TwoFactorRequiredResponse' });
export type TwoFactorRequiredResponse = z.infer<typeof twoFactorRequiredResponseSchema>;

/** Six digits; spaces a person types between them are dropped. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.codeFormat }))
  .meta({ example: '492039', description: 'The 6 digits the authenticator app shows now.' });

/** A recovery code as printed ('ABCDE-FGHJK') or typed in any case, with or without its dash and spaces. */
export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeFormat })
  .max(40, { error: TWO_FACTOR_MESSAGES.recoveryCodeFormat })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`), { error: TWO_FACTOR_MESSAGES.recoveryCodeFormat }))
  .meta({ example: 'K7Q2M-XW9PD', description: 'One of the recovery codes shown when the authenticator app was added; each works once.' });

/** POST /api/user/2fa/totp: the secret to put in the authenticator app, as text and as the QR code's otpauth URL. */
export const totpEnrolmentSchema = z
  .object({
    secret: z.string().meta({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'Base32; to type into the app when the QR code cannot be scanned.' }),
    otpauthUrl: z.string().meta({ example: 'otpauth://totp/Blood%20Donation:alice%40example.com?secret=JBSW…&issuer=Blood%20Donation', description: 'For the QR code.' }),
  })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /api/user/2fa/totp/confirm. */
export const totpConfirmSchema = z.strictObject({ code: totpCodeSchema }).meta({ id: 'TotpConfirm' });
export type TotpConfirm = z.input<typeof totpConfirmSchema>;

/** What POST /api/user/2fa/totp/confirm answers, once: the new recovery codes. */
export const recoveryCodesSchema = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .length(RECOVERY_CODE_COUNT)
      .meta({ example: ['K7Q2M-XW9PD', 'P3ZRT-8HNCW', 'D6F4J-QA2XV', 'M9KSE-T7RBH', 'W2GNC-5YPDK', 'H8VXA-3JMQS', 'R4TDW-N6ZEF', 'C7PHK-2SXQM', 'Y5BRN-8WDGT', 'F3KQZ-9MVHA'], description: `${RECOVERY_CODE_COUNT} single-use codes, shown only this once; only their hashes are kept.` }),
  })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** GET /api/user/2fa: the account's second factors, for its dashboard. */
export const twoFactorStatusSchema = z
  .object({
    totp: z.boolean().meta({ description: 'Whether an authenticator app is set up.' }),
    recoveryCodesLeft: z.int().min(0).meta({ example: 10, description: 'Unused recovery codes.' }),
    passkeys: z.int().min(0).meta({ example: 1, description: 'How many passkeys the account has.' }),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** What POST /api/auth/login answers, instead of the login answer, when the account has a second factor. */
export const secondFactorChallengeSchema = z
  .object({
    secondFactorRequired: z.literal(true),
    challengeToken: z.string().meta({ description: `Signed and opaque; for POST /api/auth/login/second-factor within ${SECOND_FACTOR_CHALLENGE_MINUTES} minutes.` }),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)).min(1).meta({ example: ['totp', 'passkey', 'recovery'], description: "The account's own ways to finish the login." }),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** The answer of POST /api/auth/passkey/options and startAuthentication(), without the login's own field. */
const passkeyAnswerSchema = passkeyLoginBodySchema.omit({ keepMeLoggedIn: true });

/** POST /api/auth/login/second-factor: the challenge, and one of a code, a recovery code or a passkey's answer. */
export const secondFactorLoginSchema = z
  .strictObject({
    challengeToken: z.string({ error: TWO_FACTOR_MESSAGES.challengeInvalid }).min(1).max(1000),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
    passkey: passkeyAnswerSchema.optional(),
  })
  .refine((body) => [body.code, body.recoveryCode, body.passkey].filter((answer) => answer !== undefined).length === 1, {
    error: TWO_FACTOR_MESSAGES.oneAnswer,
    path: ['code'],
  })
  .meta({ id: 'SecondFactorLogin' });
export type SecondFactorLogin = z.input<typeof secondFactorLoginSchema>;

/** POST /api/auth/step-up: a code of the authenticator app, or a passkey's answer. */
export const stepUpSchema = z
  .strictObject({
    code: totpCodeSchema.optional(),
    passkey: passkeyAnswerSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.passkey === undefined), { error: 'Send one of code or passkey', path: ['code'] })
  .meta({ id: 'StepUp' });
export type StepUp = z.input<typeof stepUpSchema>;

/** What POST /api/auth/step-up answers: until when dangerous actions are open to this session. */
export const stepUpResultSchema = z
  .object({ stepUpUntil: z.iso.datetime().meta({ example: '2026-11-28T09:10:00.000Z' }) })
  .meta({ id: 'StepUpResult' });
export type StepUpResult = z.infer<typeof stepUpResultSchema>;

