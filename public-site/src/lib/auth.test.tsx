import { STORAGE_KEYS } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, fetchCall, jsonResponse, loginResponse, makeToken, renderApp, storeSession } from '../testing/test-utils';

// On a logged-in page that asks the server nothing by itself (the dashboard reads the donor's availability).
describe('session at start', () => {
  it('leaves a valid token alone', async () => {
    storeSession();
    renderApp('/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes an expired token with the cookie and stores the answer', async () => {
    storeSession({ token: makeToken(-60) });
    const fresh = loginResponse('user');
    answerFetch(jsonResponse(200, fresh));
    renderApp('/change-password');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(fresh.accessToken));
    expect(fetchCall()).toMatchObject({ url: '/api/auth/refresh', init: { method: 'POST', credentials: 'include' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['is refused', () => jsonResponse(401, { message: 'Refresh token expired' })],
    ['answers without a token', () => jsonResponse(200, { email: 'donor@example.com' })],
    ['gets no answer', () => new TypeError('Failed to fetch')],
  ])('shows Session Expired when the refresh %s; OK logs out and goes to /login', async (_case, answer) => {
    storeSession({ token: makeToken(-60) });
    answerFetch(answer(), jsonResponse(200, {}));
    const { user } = renderApp('/change-password');
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(fetchCall(1)).toMatchObject({ url: '/api/auth/logout' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
