import { REGISTRATION_MESSAGES as R } from '@blood-donation/domain';
import { act, screen } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { CHANGE_PASSWORD_TEXTS as T } from './messages';

type User = ReturnType<typeof renderApp>['user'];

const CHANGED = 'Your password has been changed. Your other sessions have been logged out.';
const WRONG = 'Current password is incorrect';
const currentInput = () => screen.getByLabelText('Current Password', { exact: true });
const passwordInput = () => screen.getByLabelText('New Password', { exact: true });
const confirmInput = () => screen.getByLabelText('Confirm Password', { exact: true });
const submit = (user: User) => user.click(screen.getByRole('button', { name: T.submit }));

async function openChange() {
  storeSession();
  const view = renderApp('/change-password');
  await screen.findByRole('heading', { level: 1, name: 'Change Password' });
  return view;
}

async function fill(user: User, current: string, password: string, confirmPassword = password) {
  await user.type(currentInput(), current);
  await user.type(passwordInput(), password);
  await user.type(confirmInput(), confirmPassword);
}

describe('Change Password page', () => {
  it('has the current password and the new one twice, each with a show/hide toggle, and no axe violations', async () => {
    await openChange();
    expect(document.title).toBe('Change Password | Blood Donation');
    expect(currentInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    expect(screen.getByRole('link', { name: T.backToDashboard })).toHaveAttribute('href', '/user-dashboard');
    await expectNoAxeViolations();
  });

  it("needs the current password and checks the new one with registration's rules, sending nothing until they pass", async () => {
    const { user } = await openChange();
    await submit(user);
    expect(currentInput()).toHaveAccessibleDescription(T.currentRequired);
    expect(passwordInput()).toHaveAccessibleDescription(R.passwordRequired);
    expect(confirmInput()).toHaveAccessibleDescription(R.confirmPasswordRequired);
    await fill(user, 'secret1', 'short');
    expect(passwordInput()).toHaveAccessibleDescription(R.passwordMin);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('sends both passwords with the access token, then shows the answer and opens the dashboard', async () => {
    const { user } = await openChange();
    await fill(user, 'secret1', 'new-secret1');
    let answer!: (response: Response) => void;
    (globalThis.fetch as jest.Mock).mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await submit(user);
    expect(screen.getByRole('button', { name: T.pending })).toBeDisabled();
    const call = fetchCall(0);
    expect(call).toMatchObject({ url: '/api/auth/change-password', init: { method: 'POST' }, body: { currentPassword: 'secret1', password: 'new-secret1', confirmPassword: 'new-secret1' } });
    expect(new Headers(call.init.headers).get('Authorization')).toMatch(/^Bearer /);
    await act(async () => answer(jsonResponse(200, { message: CHANGED })));
    await expectToast(CHANGED);
    expect(screen.getByTestId('location')).toHaveTextContent('/user-dashboard');
  });

  it('shows a wrong current password under that field and stays', async () => {
    const { user } = await openChange();
    await fill(user, 'not-it', 'new-secret1');
    answerFetch(jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: WRONG }));
    await submit(user);
    await expectToast(WRONG);
    expect(currentInput()).toHaveAccessibleDescription(WRONG);
    expect(screen.getByTestId('location')).toHaveTextContent('/change-password');
    expect(screen.getByRole('button', { name: T.submit })).toBeEnabled();
  });
});
