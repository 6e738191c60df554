import './zod-config';
import * as z from 'zod';

/**
 * The account's login sessions (a login on one browser, kept alive by its refresh tokens), listed back to their owner
 * so they can see where they are logged in and end any other: GET, DELETE /api/user/sessions. No place is shown (no
 * GeoIP database is kept), and the time of last use is only ever the hour it fell in.
 */

export const SESSION_MESSAGES = {
  notFound: 'No such session of yours',
  idInvalid: 'id must be the id of a session, as GET /api/user/sessions lists it',
  isCurrent: 'That is the session of this device: log out instead',
  ended: 'That session has ended: that device is logged out.',
} as const;

/** What a session's device shows when it was started before devices were kept, or its browser named none. */
export const UNKNOWN_DEVICE = 'A browser';

/** One session of GET /api/user/sessions. */
export const userSessionSchema = z
  .object({
    id: z.uuid().meta({ example: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', description: 'The session’s opaque id, for DELETE /api/user/sessions/{id}.' }),
    device: z.string().meta({ example: 'Firefox on Android', description: `Browser and system, read from the user agent at login ('${UNKNOWN_DEVICE}' when it named none). Never the user agent itself, and no place.` }),
    lastUsedAt: z.iso.datetime().meta({
      example: '2026-11-26T09:00:00.000Z',
      description: 'The start of the hour (UTC) in which the session was last used: at login or when it last renewed its access token. Only that coarse, on purpose.',
    }),
    current: z.boolean().meta({ description: 'Whether this is the session of the access token that asked (this device).' }),
  });
export type UserSession = z.infer<typeof userSessionSchema>;

/** What DELETE /api/user/sessions answers: how many other sessions it ended (0 when there were none). */
export const sessionsEndedSchema = z
  .object({ ended: z.int().min(0).meta({ example: 2, description: 'How many other sessions were ended.' }) })
  .meta({ id: 'SessionsEnded' });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** POST /api/auth/end-sessions: the token of the link in an account notice email (no login needed). */
export const endSessionsSchema = z.strictObject({
  token: z.string().min(1).max(200).meta({ description: 'The token of the link in an email about the account (a new passkey, a new device, a password change, a staff role).' }),
});
export type EndSessions = z.infer<typeof endSessionsSchema>;
