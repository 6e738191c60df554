import './zod-config';
import * as z from 'zod';

/**
 * Passkeys (WebAuthn): any account may add some from its dashboard, name them and remove them, and log in with one
 * instead of its password. The browser's answers travel as @simplewebauthn/browser gives them (base64url strings);
 * the list shows a passkey's name and dates, never its credential id or public key.
 */

/** The longest name of a passkey. */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** The most passkeys an account keeps. */
export const MAX_PASSKEYS = 20;
/** The longest credential id taken (base64url characters; a passkey's own is well under a hundred). */
export const PASSKEY_CREDENTIAL_ID_MAX_LENGTH = 255;
/** The longest encoded part of a browser's answer taken (base64url characters). */
const PART_MAX_LENGTH = 16_000;

export const PASSKEY_MESSAGES = {
  nameRequired: 'name must not be empty',
  nameTooLong: `name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
  base64url: 'must be a base64url string, as the browser gave it',
  credentialIdTooLong: `must be at most ${PASSKEY_CREDENTIAL_ID_MAX_LENGTH} characters`,
  typePublicKey: "must be 'public-key'",
  clientDataInvalid: 'must be the clientDataJSON the browser gave (base64url JSON with a challenge)',
  notFound: 'No such passkey of yours',
  tooMany: `An account keeps at most ${MAX_PASSKEYS} passkeys. Remove one before adding another.`,
  alreadyAdded: 'This passkey is already added to an account.',
  registrationFailed: 'The passkey could not be added: its answer did not match what this site asked. Please try again.',
  challengeInvalid: 'This passkey request has expired or was already used. Please try again.',
  unknownPasskey: 'This passkey is not known here (it may have been removed). Log in with your password, or use another passkey.',
  verificationFailed: 'The passkey’s answer could not be verified. Please try again.',
  counterRegressed: 'This passkey’s signature counter went backwards, so it may have been copied. Log in with your password.',
  added: 'Passkey added.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
} as const;

const base64url = (max = PART_MAX_LENGTH) =>
  z
    .string({ error: PASSKEY_MESSAGES.base64url })
    .min(1, { error: PASSKEY_MESSAGES.base64url })
    .max(max, { error: max === PASSKEY_CREDENTIAL_ID_MAX_LENGTH ? PASSKEY_MESSAGES.credentialIdTooLong : PASSKEY_MESSAGES.base64url })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PASSKEY_MESSAGES.base64url });

/** A passkey's name: trimmed, 1 to PASSKEY_NAME_MAX_LENGTH characters. */
export const passkeyNameSchema = z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: PASSKEY_MESSAGES.nameRequired })
  .max(PASSKEY_NAME_MAX_LENGTH, { error: PASSKEY_MESSAGES.nameTooLong })
  .meta({ example: 'Chrome on Android', description: `What you call it (at most ${PASSKEY_NAME_MAX_LENGTH} characters).` });

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const credentialFields = {
  id: base64url(PASSKEY_CREDENTIAL_ID_MAX_LENGTH).meta({ example: 'mE3sQ1yx2XyVQtbhR2c0Lw', description: 'The credential id (base64url).' }),
  rawId: base64url(PASSKEY_CREDENTIAL_ID_MAX_LENGTH).meta({ example: 'mE3sQ1yx2XyVQtbhR2c0Lw', description: 'The same id, as the browser gives it again.' }),
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.typePublicKey }).meta({ example: 'public-key' }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}).optional().meta({ description: "The browser's extension results (not used)." }),
};

/**
 * POST /api/user/passkeys: the registration answer of @simplewebauthn/browser's startRegistration(), plus the
 * passkey's name (else one from the browser and system, 'Chrome on Android').
 */
export const passkeyRegistrationBodySchema = z
  .strictObject({
    ...credentialFields,
    response: z.strictObject({
      clientDataJSON: base64url().meta({ description: 'base64url of the clientDataJSON.' }),
      attestationObject: base64url().meta({ description: 'base64url of the CBOR attestation object.' }),
      authenticatorData: base64url().optional(),
      transports: z.array(z.enum(TRANSPORTS)).max(TRANSPORTS.length).optional(),
      publicKeyAlgorithm: z.int().optional(),
      publicKey: base64url().optional(),
    }),
    name: passkeyNameSchema.optional(),
  })
  .meta({ id: 'PasskeyRegistrationBody' });
export type PasskeyRegistrationBody = z.infer<typeof passkeyRegistrationBodySchema>;

/** PATCH /api/user/passkeys/{id}. */
export const passkeyRenameSchema = z.strictObject({ name: passkeyNameSchema }).meta({ id: 'PasskeyRename' });
export type PasskeyRename = z.infer<typeof passkeyRenameSchema>;

/** POST /api/auth/passkey: the authentication answer of @simplewebauthn/browser's startAuthentication(). */
export const passkeyLoginBodySchema = z
  .strictObject({
    ...credentialFields,
    response: z.strictObject({
      clientDataJSON: base64url().meta({ description: 'base64url of the clientDataJSON.' }),
      authenticatorData: base64url().meta({ description: 'base64url of the authenticator data.' }),
      signature: base64url().meta({ description: 'base64url of the signature.' }),
      userHandle: base64url().optional().meta({ description: 'The user handle the passkey was made for.' }),
    }),
    keepMeLoggedIn: z
      .boolean()
      .optional()
      .meta({ description: 'true: the refresh cookie gets a Max-Age of REFRESH_TOKEN_TTL_DAYS; otherwise it lasts for the browser session.' }),
  })
  .meta({ id: 'PasskeyLoginBody' });
export type PasskeyLoginBody = z.infer<typeof passkeyLoginBodySchema>;

/** One passkey of GET /api/user/passkeys: never its credential id or public key. */
export const passkeySchema = z
  .object({
    id: z.int().meta({ example: 4 }),
    name: z.string().meta({ example: 'Chrome on Android' }),
    createdAt: z.iso.datetime().meta({ example: '2026-11-28T09:00:00.000Z', description: 'When it was added.' }),
    lastUsedAt: z.iso.datetime().nullable().meta({ example: '2026-11-29T18:30:00.000Z', description: 'When it last logged in; null if never.' }),
    backedUp: z.boolean().meta({ description: 'Whether the passkey is synced (backed up) beyond the device it was made on, as the device last said.' }),
  });
export type Passkey = z.infer<typeof passkeySchema>;

const descriptor = z.object({ id: z.string(), type: z.literal('public-key'), transports: z.array(z.string()).optional() });

/** POST /api/user/passkeys/options: what navigator.credentials.create() is asked (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyRegistrationOptionsSchema = z
  .looseObject({
    challenge: z.string().meta({ description: 'base64url; single use, valid for 5 minutes.' }),
    rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.looseObject({ alg: z.int(), type: z.string() })),
    timeout: z.int().optional(),
    excludeCredentials: z.array(descriptor).optional().meta({ description: "The account's passkeys, so a device holding one does not make another." }),
    authenticatorSelection: z.looseObject({}).optional(),
    attestation: z.string().optional(),
  })
  .meta({ id: 'PasskeyRegistrationOptions' });
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** POST /api/auth/passkey/options: what navigator.credentials.get() is asked (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyLoginOptionsSchema = z
  .looseObject({
    challenge: z.string().meta({ description: 'base64url; single use, valid for 5 minutes.' }),
    rpId: z.string().optional(),
    timeout: z.int().optional(),
    allowCredentials: z.array(descriptor).optional().meta({ description: 'Empty: the browser offers the passkeys it holds for this site.' }),
    userVerification: z.string().optional(),
  })
  .meta({ id: 'PasskeyLoginOptions' });
export type PasskeyLoginOptions = z.infer<typeof passkeyLoginOptionsSchema>;
