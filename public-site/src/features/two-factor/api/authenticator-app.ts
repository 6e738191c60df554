import { apiClient, dataOf } from '@blood-donation/domain';

/** POST /api/user/2fa/totp: a new secret, as text and as the otpauth URL of the QR code (409 when an app is set up). */
export const startAuthenticatorApp = () => dataOf(apiClient.POST('/api/user/2fa/totp'));

/**
 * POST /api/user/2fa/totp/confirm with the app's current code: the app is set up and the answer holds the ten recovery
 * codes, this once. A wrong code is a 400 naming `code`; five wrong tries in 15 minutes, a 429.
 */
export const confirmAuthenticatorApp = (code: string) => dataOf(apiClient.POST('/api/user/2fa/totp/confirm', { body: { code } }));
