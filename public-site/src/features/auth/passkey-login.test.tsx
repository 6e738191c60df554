import { PASSKEY_MESSAGES, STORAGE_KEYS } from '@blood-donation/domain';
import { startAuthentication, WebAuthnAbortService } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, fetchCall, jsonResponse, loginResponse, renderApp } from '../../testing/test-utils';
import { LOGIN_TEXTS as T } from './messages';

jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn(), startRegistration: jest.fn(), WebAuthnAbortService: { cancelCeremony: jest.fn() } }));
jest.mock('../../lib/navigation', () => ({ goToAdminPanel: jest.fn() }));

const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [], userVerification: 'preferred', timeout: 300000 };
const ASSERTION = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'Yg', userHandle: 'dQ' },
};
const start = startAuthentication as jest.MockedFunction<typeof startAuthentication>;

/** A browser with WebAuthn, offering passkeys in autofill or not. */
function stubWebAuthn(autofill: boolean) {
  const isConditionalMediationAvailable = jest.fn(async () => autofill);
  Object.defineProperty(window, 'PublicKeyCredential', { value: Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable }), configurable: true });
}

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  return view;
}

const abortError = () => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).PublicKeyCredential;
});

describe("the login page's passkey sign-in", () => {
  it('offers no passkey button where the browser has no WebAuthn, and asks nothing', async () => {
    await openLogin();
    expect(screen.queryByRole('button', { name: T.passkey })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("signs in with the button: the server's options, the browser's prompt, the answer posted; then the dashboard", async () => {
    stubWebAuthn(false);
    start.mockResolvedValueOnce(ASSERTION as never);
    const { user } = await openLogin();
    await expectNoAxeViolations();
    // One answer, kept: its token's expiry is read from the clock, and a second one could fall in the next second.
    const answer = loginResponse('user', { email: 'asha@example.com' });
    answerFetch(jsonResponse(200, OPTIONS), jsonResponse(200, answer));
    await user.click(screen.getByRole('checkbox', { name: 'Keep Me Logged In' }));
    await user.click(screen.getByRole('button', { name: T.passkey }));
    await screen.findByRole('heading', { level: 1, name: 'User Dashboard' });
    expect(start).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: false });
    expect(fetchCall(0)).toMatchObject({ url: '/api/auth/passkey/options', init: { method: 'POST' } });
    expect(fetchCall(1)).toMatchObject({ url: '/api/auth/passkey', init: { method: 'POST' }, body: { ...ASSERTION, keepMeLoggedIn: true } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(answer.accessToken);
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
  });

  it("says so calmly when the prompt is closed, and shows the server's reason for a refused passkey", async () => {
    stubWebAuthn(false);
    const { user } = await openLogin();
    start.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    answerFetch(jsonResponse(200, OPTIONS));
    await user.click(screen.getByRole('button', { name: T.passkey }));
    expect(within(await screen.findByRole('alert')).getByText(T.passkeyCancelled)).toBeInTheDocument();

    start.mockResolvedValueOnce(ASSERTION as never);
    answerFetch(jsonResponse(200, OPTIONS), jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: PASSKEY_MESSAGES.unknownPasskey }));
    await user.click(screen.getByRole('button', { name: T.passkey }));
    expect(await screen.findByText(PASSKEY_MESSAGES.unknownPasskey)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it("asks the browser for its autofill passkeys where it offers them, and ends that request when the page goes", async () => {
    stubWebAuthn(true);
    let abort: (error: Error) => void = () => undefined;
    start.mockImplementationOnce(() => new Promise((_resolve, reject) => (abort = reject)));
    answerFetch(jsonResponse(200, OPTIONS));
    const { unmount } = await openLogin();
    await waitFor(() => expect(start).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: true }));
    expect(fetchCall(0).url).toBe('/api/auth/passkey/options');
    unmount();
    await waitFor(() => expect(WebAuthnAbortService.cancelCeremony).toHaveBeenCalled());
    abort(abortError());
  });
});
