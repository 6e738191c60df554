import { REGISTRATION_MESSAGES as R } from '@blood-donation/domain';
import { act, screen, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';
import { RESET_PASSWORD_TEXTS as T } from './messages';

type User = ReturnType<typeof renderApp>['user'];

const DONE = 'Your password has been reset. You can now log in with your new password.';
const INVALID = 'Reset link is invalid or has expired';
const passwordInput = () => screen.getByLabelText('New Password', { exact: true });
const confirmInput = () => screen.getByLabelText('Confirm Password', { exact: true });
const submit = (user: User) => user.click(screen.getByRole('button', { name: T.submit }));

async function openReset(path = '/reset-password?token=abc123') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return view;
}

async function fill(user: User, password: string, confirmPassword = password) {
  await user.clear(passwordInput());
  if (password) await user.type(passwordInput(), password);
  await user.clear(confirmInput());
  if (confirmPassword) await user.type(confirmInput(), confirmPassword);
}

describe('Reset Password page', () => {
  it('has the new password and its confirmation, each with a show/hide toggle, and no axe violations', async () => {
    await openReset();
    expect(document.title).toBe('Reset Password | Blood Donation');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmInput()).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations();
  });

  it("checks the passwords with registration's rules and messages, and sends nothing until they pass", async () => {
    const { user } = await openReset();
    await submit(user);
    expect(passwordInput()).toHaveAccessibleDescription(R.passwordRequired);
    expect(confirmInput()).toHaveAccessibleDescription(R.confirmPasswordRequired);
    expect(passwordInput()).toHaveFocus();
    await fill(user, 'short');
    expect(passwordInput()).toHaveAccessibleDescription(R.passwordMin);
    await fill(user, 'x'.repeat(73));
    expect(passwordInput()).toHaveAccessibleDescription(R.passwordMax);
    await fill(user, 'new-secret1', 'new-secret2');
    await submit(user);
    expect(confirmInput()).toHaveAccessibleDescription(R.passwordsMatch);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('sends the token of the link with the new password, then thanks and opens the login screen', async () => {
    const { user } = await openReset();
    await fill(user, 'new-secret1');
    let answer!: (response: Response) => void;
    (globalThis.fetch as jest.Mock).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await submit(user);
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    expect(fetchCall(0)).toMatchObject({
      url: '/api/auth/reset-password',
      init: { method: 'POST' },
      body: { token: 'abc123', password: 'new-secret1', confirmPassword: 'new-secret1' },
    });
    await act(async () => answer(jsonResponse(200, { message: DONE })));
    await expectToast(DONE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('offers a new link when the link is invalid, used or expired', async () => {
    const { user } = await openReset();
    await fill(user, 'new-secret1');
    answerFetch(jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: INVALID }));
    await submit(user);
    await expectToast(INVALID);
    const alert = within(screen.getByRole('form', { name: 'Reset password form' })).getByRole('alert');
    expect(alert).toHaveTextContent(`${INVALID}. Request a new link`);
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    expect(screen.getByRole('button', { name: T.submit })).toBeEnabled();
  });

  it("shows the server's field messages under their fields", async () => {
    const { user } = await openReset();
    await fill(user, 'new-secret1');
    answerFetch(jsonResponse(400, { statusCode: 400, message: R.passwordsMatch, errors: { confirmPassword: [R.passwordsMatch] } }));
    await submit(user);
    await expectToast(R.passwordsMatch);
    expect(confirmInput()).toHaveAccessibleDescription(R.passwordsMatch);
    expect(screen.queryByRole('link', { name: 'Request a new link' })).toBeNull();
  });

  it('without a token, explains where the page comes from and links to a new request', async () => {
    await openReset('/reset-password');
    expect(screen.getByText(T.noToken, { exact: false }).closest('[role=status]')).toHaveTextContent(T.noToken);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});
