import type { Middleware } from 'openapi-fetch';
import { NetworkError } from './api-error';
import { STORAGE_KEYS } from '../session';
import { STEP_UP_REQUIRED } from '../two-factor-texts';

/** The check itself: its own answers are the caller's to show, never answered by another check. */
const STEP_UP_PATH = '/api/auth/step-up';

/** A 401 STEP_UP_REQUIRED: the token is fine, the action needs a recent second-factor check first. */
export async function asksForStepUp(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response.clone().json().catch(() => null)) as { errorCode?: unknown } | null;
  return body?.errorCode === STEP_UP_REQUIRED;
}

/**
 * Answers a 401 STEP_UP_REQUIRED (changing a role, deleting an account, a CSV export, the audit log, removing an
 * authenticator app): `confirmItIsYou` asks for the code or passkey and resolves once POST /api/auth/step-up took it
 * (it rejects when the person cancels, and the call fails with that), then the same call is sent again with the
 * current token, so the screen's action completes as usual. Used by both apps, added after the session middleware,
 * whose answers it therefore sees first.
 */
export function stepUpMiddleware(confirmItIsYou: () => Promise<void>): Middleware {
  /** A copy of each call, made before fetch reads its body, to send again after the check. */
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, schemaPath, id }) {
      if (schemaPath !== STEP_UP_PATH) copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id, options }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (!copy || !(await asksForStepUp(response))) return undefined;
      await confirmItIsYou();
      // The token may have been renewed while the person answered.
      const token = localStorage.getItem(STORAGE_KEYS.token);
      if (token) copy.headers.set('Authorization', `Bearer ${token}`);
      return options.fetch(copy).catch((error: unknown) => Promise.reject(error instanceof TypeError ? new NetworkError(error) : error));
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}
