import { LOGIN_MESSAGES as M, STORAGE_KEYS } from '@blood-donation/domain';
import { act, screen, within } from '@testing-library/react';
import { goToAdminPanel } from '../../lib/navigation';
import { answerFetch, fetchCall, jsonResponse, loginResponse, renderApp } from '../../testing/test-utils';

jest.mock('../../lib/navigation', () => ({ goToAdminPanel: jest.fn() }));

type User = ReturnType<typeof renderApp>['user'];

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  return view;
}

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password', { exact: true });

async function logIn(user: User, email = 'donor@example.com', password = 'donor-pass-1') {
  await user.type(emailInput(), email);
  await user.type(passwordInput(), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function expectToast(text: string) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(text, { exact: true })).toBeInTheDocument();
}

describe('Login screen', () => {
  it('has the spec controls', async () => {
    await openLogin();
    expect(document.title).toBe('Login | Blood Donation');
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Keep Me Logged In' })).not.toBeChecked();
    const forgot = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
  });

  it('validates a touched field on change and every field on submit', async () => {
    const { user } = await openLogin();
    // Untouched: typing does not show messages yet.
    await user.type(emailInput(), 'not-an-email');
    expect(screen.queryByText(M.emailInvalid)).not.toBeInTheDocument();
    await user.tab();
    expect(emailInput()).toHaveAccessibleDescription(M.emailInvalid);
    await user.clear(emailInput());
    expect(emailInput()).toHaveAccessibleDescription(M.emailRequired);
    await user.type(emailInput(), 'donor@example.com');
    expect(emailInput()).not.toHaveAttribute('aria-invalid');

    await user.clear(emailInput());
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText(M.emailRequired, { exact: true })).toBeInTheDocument();
    expect(passwordInput()).toHaveAccessibleDescription(M.passwordRequired);
    expect(emailInput()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('switches the password between masked and plain text', async () => {
    const { user } = await openLogin();
    await user.type(passwordInput(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('shows a loading overlay while pending, then stores the session and opens the user dashboard', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerFetch(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Keep Me Logged In' }));
    await logIn(user);

    expect(screen.getByText('Logging in...').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    const { url, init, body } = fetchCall();
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(body).toEqual({ email: 'donor@example.com', password: 'donor-pass-1', keepMeLoggedIn: true });

    const response = loginResponse('user');
    await act(async () => answer(jsonResponse(200, response)));
    await expectToast('Login successful!');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user-dashboard');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(response.accessToken);
    expect(localStorage.getItem(STORAGE_KEYS.roles)).toBe('user');
    expect(localStorage.getItem(STORAGE_KEYS.loggedIn)).toBe('true');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(goToAdminPanel).not.toHaveBeenCalled();
  });

  it.each(['moderator', 'admin', 'superAdmin'])('hands a %s over to the admin panel with the toast stored', async (role) => {
    answerFetch(jsonResponse(200, loginResponse(role)));
    const { user } = await openLogin();
    await logIn(user);
    await expectToast('Login successful!');
    expect(goToAdminPanel).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.toastMessage)).toBe('Login successful!');
    expect(localStorage.getItem(STORAGE_KEYS.toastSeverity)).toBe('success');
    expect(localStorage.getItem(STORAGE_KEYS.roles)).toBe(role);
    // The overlay stays while the browser loads the other app.
    expect(screen.getByText('Logging in...')).toBeInTheDocument();
  });

  it('sends a staff account without a second factor to /two-factor, with its session kept, not to the admin panel', async () => {
    const response = loginResponse('moderator', { enrolmentRequired: true });
    answerFetch(jsonResponse(200, response));
    const { user } = await openLogin();
    await logIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/two-factor');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(response.accessToken);
    expect(localStorage.getItem(STORAGE_KEYS.roles)).toBe('moderator');
    expect(goToAdminPanel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
  });

  it.each([
    ['a missing access token', () => jsonResponse(200, { email: 'a@b.co', role: [{ authority: 'ROLE_user' }] }), 'Invalid server response. Please try again.'],
    ['an empty role list', () => jsonResponse(200, loginResponse('user', { role: [] })), 'No valid role found.'],
    ['a server error with a message', () => jsonResponse(401, { statusCode: 401, message: 'Invalid email or password.' }), 'Invalid email or password.'],
    ['a server error without a message', () => jsonResponse(500), 'Login failed. Please try again.'],
    ['no response', () => new TypeError('Failed to fetch'), 'Network error. Please check your connection.'],
    ['any other failure', () => new Error('Something odd'), 'An unexpected error occurred. Please try again.'],
  ])('toasts the error for %s, keeps no session and stays', async (_case, answer, text) => {
    answerFetch(answer());
    const { user } = await openLogin();
    await logIn(user);
    await expectToast(text);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
