import { type ApiClient, apiClient, dataOf, NetworkError, STEP_UP_REQUIRED, STORAGE_KEYS } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_KEY } from './status';

type Middleware = Parameters<ApiClient['use']>[0];

/** The person closed 'Confirm it is you': the removal did not happen. */
export class StepUpCancelled extends Error {
  constructor() {
    super('The second-factor check was cancelled');
    this.name = 'StepUpCancelled';
  }
}

/** A 401 whose errorCode is STEP_UP_REQUIRED: the session is fine, the action needs a recent second-factor check. */
async function asksForStepUp(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  try {
    const body = (await response.clone().json()) as { errorCode?: unknown } | null;
    return body?.errorCode === STEP_UP_REQUIRED;
  } catch {
    return false;
  }
}

/**
 * This call's answer to a 401 STEP_UP_REQUIRED: `confirmItIsYou` (resolves once POST /api/auth/step-up took a code,
 * rejects with StepUpCancelled), then the same call again. It sees the answer before the session middleware, which
 * would otherwise take the 401 for an expired token and refresh the session for nothing.
 */
function answeringStepUp(confirmItIsYou: () => Promise<void>): Middleware {
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id, options }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (!copy || !(await asksForStepUp(response))) return undefined;
      await confirmItIsYou();
      // The token may have been renewed while the person typed the code.
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

/** DELETE /api/user/2fa/totp: the app and its recovery codes go; a recent second-factor check is asked for first. */
export const removeAuthenticatorApp = (confirmItIsYou: () => Promise<void>) =>
  dataOf(apiClient.DELETE('/api/user/2fa/totp', { middleware: [answeringStepUp(confirmItIsYou)] }));

/** POST /api/auth/step-up with the app's current code: dangerous actions open for a few minutes (400 naming `code`). */
export const stepUpWithCode = (code: string) => dataOf(apiClient.POST('/api/auth/step-up', { body: { code } }));

/** Removing the app reloads the status, whatever happened. */
export function useRemoveAuthenticatorApp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAuthenticatorApp, onSettled: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }) });
}
