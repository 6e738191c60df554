import { STORAGE_KEYS, TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { goToAdminPanel } from '../../lib/navigation';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { SETUP_TEXTS as T, TWO_FACTOR_PAGE_TEXTS as P } from './texts';

jest.mock('../../lib/navigation', () => ({ goToAdminPanel: jest.fn() }));

const ENROLMENT = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Blood%20Donation:donor%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Blood%20Donation' };
const CODES = ['K7Q2M-XW9PD', 'P3ZRT-8HNCW', 'D6F4J-QA2XV', 'M9KSE-T7RBH', 'W2GNC-5YPDK', 'H8VXA-3JMQS', 'R4TDW-N6ZEF', 'C7PHK-2SXQM', 'Y5BRN-8WDGT', 'F3KQZ-9MVHA'];
const WRONG_CODE = { statusCode: 400, error: 'Bad Request', message: TWO_FACTOR_MESSAGES.codeWrong, errorCode: 'VALIDATION_ERROR', errors: { code: [TWO_FACTOR_MESSAGES.codeWrong] } };

const codeField = () => screen.getByLabelText(T.codeLabel);

/** A Blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** /two-factor of a logged-in account with `role`, started: the QR code and the secret are on screen. */
async function openScanStep(role: string) {
  storeSession({ roles: [role] });
  const view = renderApp('/two-factor');
  await screen.findByRole('heading', { level: 1, name: P.title });
  expect(screen.getByText(P.intro)).toBeInTheDocument();
  answerFetch(jsonResponse(201, ENROLMENT));
  await view.user.click(screen.getByRole('button', { name: T.start }));
  await screen.findByRole('heading', { level: 2, name: T.scanTitle });
  return view;
}

describe('/two-factor', () => {
  it('sets up the app: QR code and secret, the code, then the recovery codes shown once; staff go on to the admin panel', async () => {
    const createObjectURL = jest.fn((blob: Blob) => (void blob, 'blob:codes'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(T.fileName);
    });
    const { user } = await openScanStep('moderator');
    expect(fetchCall(0)).toMatchObject({ url: '/api/user/2fa/totp', init: { method: 'POST' } });
    expect(await screen.findByRole('img', { name: T.qrLabel })).toBeInTheDocument();
    const secret = screen.getByRole('textbox', { name: T.secretLabel });
    expect(secret).toHaveValue(ENROLMENT.secret);
    expect(secret).toHaveTextContent(ENROLMENT.secret);
    expect(secret).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: T.copySecret }));
    await expectToast(T.secretCopied);
    expect(await navigator.clipboard.readText()).toBe(ENROLMENT.secret);
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await expectNoAxeViolations();

    answerFetch(jsonResponse(200, { recoveryCodes: CODES }));
    await user.type(codeField(), '492 039');
    await user.click(screen.getByRole('button', { name: T.confirm }));
    const list = await screen.findByRole('list', { name: T.codesTitle });
    expect(fetchCall(1)).toMatchObject({ url: '/api/user/2fa/totp/confirm', init: { method: 'POST' }, body: { code: '492039' } });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(screen.queryByLabelText(T.secretLabel)).not.toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: T.copyCodes }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    await user.click(screen.getByRole('button', { name: T.download }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = await textOf(createObjectURL.mock.calls[0][0]);
    for (const code of CODES) expect(file).toContain(`\n${code}\n`);

    await user.click(screen.getByRole('button', { name: T.saved }));
    expect(goToAdminPanel).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.toastMessage)).toBe(P.done);
    // Once: nowhere on the page any more, and nothing asks the server for them again.
    for (const code of CODES) expect(screen.queryByText(code)).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });

  it('shows a wrong code under the field and keeps the step for another try; a donor goes on to the dashboard', async () => {
    const { user } = await openScanStep('user');
    await user.type(codeField(), '12345');
    await user.click(screen.getByRole('button', { name: T.confirm }));
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(T.codeFormat));
    expect(fetch).toHaveBeenCalledTimes(1);

    answerFetch(jsonResponse(400, WRONG_CODE));
    await user.clear(codeField());
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(TWO_FACTOR_MESSAGES.codeWrong)));
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: T.secretLabel })).toHaveValue(ENROLMENT.secret);

    answerFetch(jsonResponse(200, { recoveryCodes: CODES }));
    await user.clear(codeField());
    await user.type(codeField(), '492039');
    await user.click(screen.getByRole('button', { name: T.confirm }));
    await user.click(await screen.findByRole('button', { name: T.saved }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/user-dashboard');
    expect(goToAdminPanel).not.toHaveBeenCalled();
  });

  it('offers a passkey instead: the Passkeys card of the dashboard', async () => {
    storeSession({ roles: ['admin'] });
    renderApp('/two-factor');
    expect(await screen.findByRole('link', { name: P.passkeyInstead })).toHaveAttribute('href', '/user-dashboard#passkeys-title');
  });
});
