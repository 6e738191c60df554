import { CONTACT_MESSAGES, LOGIN_MESSAGES as M } from '@blood-donation/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { AltchaWidgetStub, solveAltcha } from '../../testing/altcha-stub';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';
import { FORGOT_PASSWORD_TEXTS as T } from './messages';

type User = ReturnType<typeof renderApp>['user'];

const SENT = 'If an account exists for that email, we have sent a link to reset its password.';
const emailInput = () => screen.getByLabelText('Email', { exact: true });
const submit = (user: User) => user.click(screen.getByRole('button', { name: T.submit }));

/** Opens /forgot-password; the first call (GET /api/captcha/config) gets ALTCHA. */
async function openForgot() {
  answerFetch(jsonResponse(200, { provider: 'altcha', siteKey: null }));
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  return view;
}

async function fillValid(user: User, email = 'donor@example.com') {
  await user.type(emailInput(), email);
  act(() => solveAltcha('solved-payload'));
}

describe('Forgot Password page', () => {
  beforeEach(() => {
    AltchaWidgetStub.resets = 0;
  });

  it("opens from the login screen's 'Forgot your password?' link", async () => {
    const { user } = renderApp('/login');
    answerFetch(jsonResponse(200, { provider: 'altcha', siteKey: null }));
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(document.title).toBe('Forgot Password | Blood Donation');
  });

  it('has a labelled email field, the ALTCHA widget, a way back to login and no axe violations', async () => {
    await openForgot();
    expect(fetchCall(0).url).toBe('/api/captcha/config');
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(document.querySelector('altcha-widget')).toHaveAttribute('challenge', '/api/captcha/challenge');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations();
  });

  it("checks the email with the login form's messages and sends nothing until it is valid", async () => {
    const { user } = await openForgot();
    await submit(user);
    expect(emailInput()).toHaveAccessibleDescription(M.emailRequired);
    expect(emailInput()).toHaveFocus();
    await user.type(emailInput(), 'not-an-email');
    await submit(user);
    expect(emailInput()).toHaveAccessibleDescription(M.emailInvalid);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it("sends the email and the captcha payload, says Sending... while waiting, then shows the server's answer and clears", async () => {
    const { user } = await openForgot();
    await fillValid(user, '  donor@example.com ');
    let answer!: (response: Response) => void;
    (globalThis.fetch as jest.Mock).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await submit(user);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetchCall(1)).toMatchObject({ url: '/api/auth/forgot-password', init: { method: 'POST' }, body: { email: 'donor@example.com', captchaToken: 'solved-payload' } });
    await act(async () => answer(jsonResponse(202, { message: SENT })));
    await expectToast(SENT);
    expect(within(screen.getByRole('form', { name: 'Forgot password form' })).getByRole('status')).toHaveTextContent(SENT);
    expect(emailInput()).toHaveValue('');
    expect(AltchaWidgetStub.resets).toBe(1);
    expect(screen.getByRole('button', { name: T.submit })).toBeEnabled();
  });

  it('sends without anyone ticking the captcha: the proof of work starts on submit and is awaited', async () => {
    const { user } = await openForgot();
    // Nothing runs in the background of a page just opened: the submit starts the proof of work.
    expect(document.querySelector('altcha-widget')).not.toHaveAttribute('auto');
    await user.type(emailInput(), 'donor@example.com');
    answerFetch(jsonResponse(202, { message: SENT }));
    await submit(user);
    await expectToast(SENT);
    expect(fetchCall(1).body).toEqual({ email: 'donor@example.com', captchaToken: AltchaWidgetStub.verifiedPayload });
  });

  it("shows the server's captcha message under the widget and as a toast", async () => {
    const { user } = await openForgot();
    await fillValid(user);
    answerFetch(jsonResponse(400, { statusCode: 400, message: CONTACT_MESSAGES.captchaFailed, errors: { captchaToken: [CONTACT_MESSAGES.captchaFailed] } }));
    await submit(user);
    await expectToast(CONTACT_MESSAGES.captchaFailed);
    expect(screen.getByText(CONTACT_MESSAGES.captchaFailed, { selector: '[role=alert]' })).toBeInTheDocument();
    expect(emailInput()).toHaveValue('donor@example.com');
    expect(within(screen.getByRole('form', { name: 'Forgot password form' })).queryByRole('status')).toBeNull();
  });

  it('says so when no answer arrives', async () => {
    const { user } = await openForgot();
    await fillValid(user);
    answerFetch(new TypeError('Failed to fetch'));
    await submit(user);
    await expectToast(T.noResponse);
  });
});
