import { type ApiClient, NetworkError } from '@blood-donation/domain';
import { storedSession } from '../session';
import { isStepUpRequired, isTwoFactorRequired, leaveForTwoFactor, refusalOf } from './secondFactorAnswers';
import { askForStepUp } from './stepUpPrompt';

/** A middleware of the API client (openapi-fetch's, which domain wraps). */
type Middleware = Parameters<ApiClient['use']>[0];

/** The check itself: its answers are the dialog's to show. */
const STEP_UP_PATH = '/api/auth/step-up';

/**
 * What the panel does with the server's second-factor answers, for every call of the API client (the data provider,
 * the CSV downloads, the screens' own calls):
 * - 401 STEP_UP_REQUIRED (changing a role, deleting an account, a CSV export, the audit log): 'Confirm it is you',
 *   then the same call again, so the screen's action completes as usual; Cancel fails it with StepUpCancelled.
 * - 403 TWO_FACTOR_REQUIRED: the public site's /two-factor page, without logging out.
 * Added after domain's session middleware, whose answers it therefore sees first: a 401 STEP_UP_REQUIRED never
 * reaches the session refresh; a plain 401 is left to it, as before.
 */
export function stepUpMiddleware(): Middleware {
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
      const refusal = await refusalOf(response);
      if (isTwoFactorRequired(refusal)) return leaveForTwoFactor();
      if (!copy || !isStepUpRequired(refusal)) return undefined;
      await askForStepUp();
      // The token may have been renewed while the dialog was open.
      const token = storedSession()?.token;
      if (token) copy.headers.set('Authorization', `Bearer ${token}`);
      return options.fetch(copy).catch((error: unknown) => Promise.reject(error instanceof TypeError ? new NetworkError(error) : error));
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}

const handled = new WeakSet<ApiClient>();

/** Lets `client` answer the server's second-factor refusals as stepUpMiddleware says (once per client). */
export function handleSecondFactorAnswers(client: ApiClient): void {
  if (handled.has(client)) return;
  handled.add(client);
  client.use(stepUpMiddleware());
}
