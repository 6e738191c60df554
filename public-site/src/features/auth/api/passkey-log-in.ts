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

type ChosenPasskey = Omit<PasskeyLoginBody, 'keepMeLoggedIn'>;

/**
 * The passkey the person chooses: the server's options (a fresh single-use challenge), then the browser's prompt — or,
 * with `autofill`, the passkeys offered in the email field's suggestions. @simplewebauthn/browser is loaded only
 * here, never with the page.
 */
export async function choosePasskey({ autofill }: { autofill: boolean }): Promise<ChosenPasskey> {
  const optionsJSON = await dataOf(apiClient.POST('/api/auth/passkey/options'));
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]['optionsJSON'], useBrowserAutofill: autofill });
  return response as ChosenPasskey;
}

/** Logs in with the chosen passkey: POST /api/auth/passkey, which answers as the password login does. */
export const logInWithPasskey = (chosen: ChosenPasskey, keepMeLoggedIn: boolean) =>
  dataOf(apiClient.POST('/api/auth/passkey', { body: { ...chosen, keepMeLoggedIn } }));

/** A prompt the person closed (or one a newer prompt replaced): nothing to say. */
export const wasCancelled = (error: unknown): boolean => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
