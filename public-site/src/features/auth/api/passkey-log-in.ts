import { apiClient, dataOf, type PasskeyLoginBody } from '@blood-donation/domain';

/** Whether this browser can use passkeys at all (WebAuthn). */
export const browserHasPasskeys = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Whether the browser offers passkeys in the email field's autofill (conditional mediation). */
export async function autofillOffersPasskeys(): Promise<boolean> {
  if (!browserHasPasskeys()) return false;
  try {
    return (await window.PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

/**
 * A passkey login: the server's options (a fresh single-use challenge), the browser's prompt — or, with `autofill`,
 * the passkeys offered in the email field's suggestions — then POST /api/auth/passkey, which answers as the
 * password login does. @simplewebauthn/browser is loaded only here, never with the page.
 */
export async function logInWithPasskey({ autofill, keepMeLoggedIn }: { autofill: boolean; keepMeLoggedIn: boolean }) {
  const optionsJSON = await dataOf(apiClient.POST('/api/auth/passkey/options'));
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]['optionsJSON'], useBrowserAutofill: autofill });
  const body = { ...response, keepMeLoggedIn } as PasskeyLoginBody;
  return dataOf(apiClient.POST('/api/auth/passkey', { body }));
}

/** A prompt the person closed (or one a newer prompt replaced): nothing to say. */
export const wasCancelled = (error: unknown): boolean => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
