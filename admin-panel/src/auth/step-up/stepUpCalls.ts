import { apiClient, dataOf, type StepUp } from '@blood-donation/domain';

type PasskeyAnswer = NonNullable<StepUp['passkey']>;

/** Whether this browser can use passkeys at all (WebAuthn), as the public site asks. */
export const browserHasPasskeys = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** POST /api/auth/step-up with the 6 digits of the authenticator app: 400 naming `code` when they are wrong. */
export const stepUpWithCode = (code: string) => dataOf(apiClient.POST('/api/auth/step-up', { body: { code } }));

/**
 * POST /api/auth/step-up with a passkey: the server's options (a fresh single-use challenge), the browser's prompt,
 * then its answer. @simplewebauthn/browser is loaded only now, never with the panel.
 */
export async function stepUpWithPasskey() {
  const optionsJSON = await dataOf(apiClient.POST('/api/auth/passkey/options'));
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
  return dataOf(apiClient.POST('/api/auth/step-up', { body: { passkey: answer as PasskeyAnswer } }));
}

/** A browser prompt the person closed (or one a newer prompt replaced): nothing to say. */
export const passkeyPromptClosed = (error: unknown): boolean => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
