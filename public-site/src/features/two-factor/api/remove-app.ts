import { apiClient, dataOf, stepUpMiddleware } from '@blood-donation/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_KEY } from './status';

/** The person closed 'Confirm it is you': the removal did not happen. */
export class StepUpCancelled extends Error {
  constructor() {
    super('The second-factor check was cancelled');
    this.name = 'StepUpCancelled';
  }
}

/**
 * DELETE /api/user/2fa/totp: the app and its recovery codes go. Its 401 STEP_UP_REQUIRED is answered by
 * `confirmItIsYou` (resolves once POST /api/auth/step-up took a code, rejects with StepUpCancelled), then the call is sent again.
 */
export const removeAuthenticatorApp = (confirmItIsYou: () => Promise<void>) =>
  dataOf(apiClient.DELETE('/api/user/2fa/totp', { middleware: [stepUpMiddleware(confirmItIsYou)] }));

/** POST /api/auth/step-up with the app's current code: dangerous actions open for a few minutes (400 naming `code`). */
export const stepUpWithCode = (code: string) => dataOf(apiClient.POST('/api/auth/step-up', { body: { code } }));

/** Removing the app reloads the status, whatever happened. */
export function useRemoveAuthenticatorApp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeAuthenticatorApp, onSettled: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }) });
}
