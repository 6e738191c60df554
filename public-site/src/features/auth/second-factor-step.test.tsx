import { STORAGE_KEYS, TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { screen } from '@testing-library/react';
import { answerFetch, fetchCall, jsonResponse, loginResponse, renderApp } from '../../testing/test-utils';

jest.mock('../../lib/navigation', () => ({ goToAdminPanel: jest.fn() }));

const challenge = (methods: string[]) => jsonResponse(200, { secondFactorRequired: true, challengeToken: 'the-challenge', methods });

async function passwordStep(...answers: Response[]) {
  answerFetch(...answers);
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  await view.user.type(screen.getByLabelText('Email'), 'donor@example.com');
  await view.user.type(screen.getByLabelText('Password', { exact: true }), 'donor-pass-1');
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
  return view;
}

describe("The login's second step", () => {
  it('asks for the authenticator code after the password, and the code finishes the login', async () => {
    const { user } = await passwordStep(challenge(['totp', 'recovery']), jsonResponse(200, loginResponse('user')));
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await user.type(code, '492039');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(fetchCall(1).url).toContain('/api/auth/login/second-factor');
    expect(fetchCall(1).body).toEqual({ challengeToken: 'the-challenge', code: '492039' });
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
  });

  it("shows the server's refusal under the field and keeps the step", async () => {
    const refusal = { statusCode: 400, error: 'Bad Request', message: TWO_FACTOR_MESSAGES.codeWrong, errorCode: 'VALIDATION_ERROR', errors: { code: [TWO_FACTOR_MESSAGES.codeWrong] } };
    const { user } = await passwordStep(challenge(['totp']), jsonResponse(400, refusal));
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeWrong);
    // Only the app: no recovery code to switch to.
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).not.toBeInTheDocument();
  });

  it('takes a recovery code instead, and Back returns to the password', async () => {
    const { user } = await passwordStep(challenge(['totp', 'recovery']), jsonResponse(200, loginResponse('user')));
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'K7Q2M-XW9PD');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Logout' });
    expect(fetchCall(1).body).toEqual({ challengeToken: 'the-challenge', recoveryCode: 'K7Q2M-XW9PD' });
  });

  it('goes back to the password form', async () => {
    const { user } = await passwordStep(challenge(['totp', 'recovery']));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
