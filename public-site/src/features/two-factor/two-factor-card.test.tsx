import { STEP_UP_REQUIRED, TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { callIndexOf, serveGets } from '../../testing/serve-gets';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { SETUP_TEXTS as S, TWO_FACTOR_CARD_TEXTS as T } from './texts';

const SET_UP: TwoFactorStatus = { totp: true, recoveryCodesLeft: 7, passkeys: 0 };
const NONE: TwoFactorStatus = { totp: false, recoveryCodesLeft: 0, passkeys: 0 };
const STEP_UP = { statusCode: 401, error: 'Unauthorized', message: TWO_FACTOR_MESSAGES.stepUpRequired, errorCode: STEP_UP_REQUIRED };
const WRONG_CODE = { statusCode: 400, error: 'Bad Request', message: TWO_FACTOR_MESSAGES.codeWrong, errorCode: 'VALIDATION_ERROR', errors: { code: [TWO_FACTOR_MESSAGES.codeWrong] } };
const CODES = ['K7Q2M-XW9PD', 'P3ZRT-8HNCW', 'D6F4J-QA2XV', 'M9KSE-T7RBH', 'W2GNC-5YPDK', 'H8VXA-3JMQS', 'R4TDW-N6ZEF', 'C7PHK-2SXQM', 'Y5BRN-8WDGT', 'F3KQZ-9MVHA'];

const card = () => screen.getByRole('region', { name: T.title });
const statusCalls = () => (fetch as jest.Mock).mock.calls.filter((_, index) => fetchCall(index).url === '/api/user/2fa').length;

/**
 * The User Dashboard with the card, GET /api/user/2fa answering `status()` each time (the other cards' calls are not
 * answered: they say they failed); other calls take the answers queued with answerFetch.
 */
async function openCard(status: () => TwoFactorStatus) {
  storeSession();
  serveGets({ '/api/user/2fa': () => jsonResponse(200, status()) });
  const view = renderApp('/user-dashboard');
  await screen.findByRole('heading', { level: 1, name: 'User Dashboard' });
  await within(card()).findByText(status().totp ? T.appOn : T.appOff);
  return view;
}

describe("the User Dashboard's 'Two-factor authentication' card", () => {
  it('sets up an authenticator app in place; the status is read again only once the codes are saved', async () => {
    let status = NONE;
    const { user } = await openCard(() => status);
    answerFetch(jsonResponse(201, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }));
    await user.click(within(card()).getByRole('button', { name: S.start }));
    expect(await within(card()).findByRole('heading', { level: 3, name: S.scanTitle })).toHaveFocus();
    expect(within(card()).getByRole('textbox', { name: S.secretLabel })).toHaveValue('JBSWY3DPEHPK3PXP');

    status = { totp: true, recoveryCodesLeft: 10, passkeys: 0 };
    answerFetch(jsonResponse(200, { recoveryCodes: CODES }));
    await user.type(within(card()).getByLabelText(S.codeLabel), '492039');
    await user.click(within(card()).getByRole('button', { name: S.confirm }));
    expect(await within(card()).findByRole('list', { name: S.codesTitle })).toHaveTextContent(CODES[9]);
    expect(statusCalls()).toBe(1);
    await expectNoAxeViolations();

    await user.click(within(card()).getByRole('button', { name: S.saved }));
    await expectToast(T.added);
    expect(await within(card()).findByText(T.codesLeft(10))).toBeInTheDocument();
    expect(within(card()).queryByText(CODES[0])).not.toBeInTheDocument();
    expect(statusCalls()).toBe(2);
  });

  it("removes the app after the confirmation and 'Confirm it is you': the code, then the same DELETE again", async () => {
    let status = SET_UP;
    const { user } = await openCard(() => status);
    expect(card()).toHaveTextContent(T.codesLeft(7));
    await user.click(within(card()).getByRole('button', { name: `${T.remove}${T.removeWhat}` }));
    const dialog = await screen.findByRole('dialog', { name: T.removeTitle });
    expect(dialog).toHaveTextContent(T.removeMessage);

    answerFetch(jsonResponse(401, STEP_UP), jsonResponse(400, WRONG_CODE), jsonResponse(200, {}), jsonResponse(200, { message: TWO_FACTOR_MESSAGES.removed }));
    await user.click(within(dialog).getByRole('button', { name: T.remove }));
    expect(await within(card()).findByRole('heading', { level: 3, name: T.stepUpTitle })).toBeInTheDocument();
    await expectNoAxeViolations();
    const code = within(card()).getByLabelText(S.codeLabel);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(within(card()).getByRole('button', { name: S.confirm }));
    await waitFor(() => expect(within(card()).getByLabelText(S.codeLabel)).toHaveAccessibleDescription(expect.stringContaining(TWO_FACTOR_MESSAGES.codeWrong)));

    status = NONE;
    await user.clear(within(card()).getByLabelText(S.codeLabel));
    await user.type(within(card()).getByLabelText(S.codeLabel), '492039');
    await user.click(within(card()).getByRole('button', { name: S.confirm }));
    await expectToast(TWO_FACTOR_MESSAGES.removed);
    expect(fetchCall(callIndexOf('/api/auth/step-up', 'POST', 1)).body).toEqual({ code: '492039' });
    // The same DELETE, sent again once the check passed; the 401 did not make the session refresh.
    expect(callIndexOf('/api/user/2fa/totp', 'DELETE', 1)).toBeGreaterThan(callIndexOf('/api/auth/step-up', 'POST', 1));
    expect(fetchCall(callIndexOf('/api/user/2fa/totp', 'DELETE', 1)).init.headers).toMatchObject({ Authorization: expect.stringMatching(/^Bearer /) });
    expect(callIndexOf('/api/auth/refresh', 'POST')).toBe(-1);
    expect(await within(card()).findByRole('button', { name: S.start })).toBeInTheDocument();
    expect(within(card()).queryByRole('heading', { name: T.stepUpTitle })).not.toBeInTheDocument();
  });

  it('keeps the app when the check is cancelled', async () => {
    const { user } = await openCard(() => SET_UP);
    await user.click(within(card()).getByRole('button', { name: `${T.remove}${T.removeWhat}` }));
    answerFetch(jsonResponse(401, STEP_UP));
    await user.click(within(await screen.findByRole('dialog', { name: T.removeTitle })).getByRole('button', { name: T.remove }));
    await user.click(await within(card()).findByRole('button', { name: S.cancel }));
    await expectToast(T.notRemoved);
    expect(callIndexOf('/api/user/2fa/totp', 'DELETE', 1)).toBe(-1);
    expect(within(card()).getByText(T.appOn)).toBeInTheDocument();
  });
});
