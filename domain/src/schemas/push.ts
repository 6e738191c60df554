import './zod-config';
import * as z from 'zod';

/**
 * Web Push, an extra to email that a donor turns on per device: the server's VAPID public key, the browser's
 * PushSubscription it is given, and the devices listed back to their owner (never the endpoint or keys).
 */

/** What a push is about; each follows the consent of its email (asks: matching, reminders: eligibility-reminders, journey: donation-journey). */
export const PUSH_PURPOSES = ['asks', 'reminders', 'journey'] as const;
export type PushPurpose = (typeof PUSH_PURPOSES)[number];

/** The longest endpoint URL taken (the push services' own are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2000;

export const PUSH_MESSAGES = {
  endpointRequired: 'endpoint is required',
  endpointHttps: 'endpoint must be an https:// URL of a push service',
  endpointTooLong: `endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`,
  keyInvalid: 'must be the base64url key the browser gave',
  subscriptionNotFound: 'No such push subscription of yours',
} as const;

const base64url = (min: number, max: number) =>
  z
    .string({ error: PUSH_MESSAGES.keyInvalid })
    .min(min, { error: PUSH_MESSAGES.keyInvalid })
    .max(max, { error: PUSH_MESSAGES.keyInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_MESSAGES.keyInvalid });

/** GET /api/push/public-key. */
export const pushPublicKeySchema = z
  .object({
    publicKey: z.string().meta({
      example: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      description: "The server's VAPID public key (uncompressed P-256 point, base64url): the applicationServerKey of pushManager.subscribe().",
    }),
  })
  .meta({ id: 'PushPublicKey' });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** POST /api/user/push-subscriptions: the browser's PushSubscription, as its toJSON() gives it. */
export const pushSubscriptionBodySchema = z
  .strictObject({
    endpoint: z
      .string({ error: PUSH_MESSAGES.endpointRequired })
      .max(PUSH_ENDPOINT_MAX_LENGTH, { error: PUSH_MESSAGES.endpointTooLong })
      .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', { error: PUSH_MESSAGES.endpointHttps })
      .meta({ example: 'https://fcm.googleapis.com/fcm/send/dTx…', description: "The push service's URL for this device; https:// only." }),
    expirationTime: z.number().nullable().optional().meta({ description: 'As the browser gives it (usually null); not kept.' }),
    keys: z.strictObject({
      p256dh: base64url(80, 100).meta({ description: "The device's ECDH public key (P-256, base64url)." }),
      auth: base64url(16, 32).meta({ description: 'The authentication secret (16 bytes, base64url).' }),
    }),
  })
  .meta({ id: 'PushSubscriptionBody' });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** What POST /api/user/push-subscriptions answers (201): the device's row, new or the same endpoint's again. */
export const pushSubscriptionCreatedSchema = z.object({ id: z.int().meta({ example: 3 }) }).meta({ id: 'PushSubscriptionCreated' });
export type PushSubscriptionCreated = z.infer<typeof pushSubscriptionCreatedSchema>;

/** One device of GET /api/user/push-subscriptions: never the endpoint or its keys. */
export const pushDeviceSchema = z
  .object({
    id: z.int().meta({ example: 3 }),
    createdAt: z.iso.datetime().meta({ example: '2026-11-28T09:00:00.000Z', description: 'When notifications were turned on on this device.' }),
    device: z.string().meta({ example: 'Chrome on Android', description: 'Browser and system, read from the user agent when it was turned on.' }),
    service: z.string().meta({ example: 'fcm.googleapis.com', description: "The push service's host name." }),
  });
export type PushDevice = z.infer<typeof pushDeviceSchema>;
