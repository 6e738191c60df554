// Over 200 lines: one spec for the whole auth provider (login state, checkAuth, checkError, refresh, logout), whose
// cases share the stubbed fetch and stored session set up here.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readStoredToast, STEP_UP_REQUIRED, STORAGE_KEYS, TWO_FACTOR_MESSAGES, TWO_FACTOR_REQUIRED } from '@blood-donation/domain';
import { createAuthProvider } from './authProvider';
import { goToPublicPage, replaceWithPublicPage } from './publicSite';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { jsonResponse, loginResponse, settle, storedToken, storeSession, tokenExpiringIn } from '../test/session';

jest.mock('./publicSite', () => ({
  ...jest.requireActual('./publicSite'),
  goToPublicPage: jest.fn(),
  replaceWithPublicPage: jest.fn(),
}));

const fetchMock = jest.fn<Promise<Response>, [string | Request, RequestInit?]>();
let authProvider: ReturnType<typeof createAuthProvider>;

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  authProvider = createAuthProvider();
});

/** Starts a call and reports whether it settled, without waiting forever for one that never does. */
async function outcome(call: Promise<unknown>): Promise<'resolved' | 'rejected' | 'pending'> {
  let state: 'resolved' | 'rejected' | 'pending' = 'pending';
  call.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await settle();
  return state;
}

function calledPaths(): string[] {
  // The API client sends a Request; react-admin's fetchJson a path and its options.
  return fetchMock.mock.calls.map(([call, init]) =>
    typeof call === 'string' ? `${init?.method ?? 'GET'} ${call}` : `${call.method} ${new URL(call.url, 'http://localhost').pathname}`,
  );
}

/** The dialog with the panel's texts, as the panel renders it. */
function renderSessionExpiredDialog() {
  return render(
    <I18nContextProvider value={i18nProvider}>
      <SessionExpiredDialog />
    </I18nContextProvider>,
  );
}

describe('checkAuth', () => {
  it('sends a visitor without a stored token to the public /login', async () => {
    expect(await outcome(authProvider.checkAuth())).toBe('pending');
    expect(replaceWithPublicPage).toHaveBeenCalledWith('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([['user'], ['volunteer']] as const)('sends a %s token to /login and keeps that session', async (role) => {
    storeSession([role]);
    expect(await outcome(authProvider.checkAuth())).toBe('pending');
    expect(replaceWithPublicPage).toHaveBeenCalledWith('/login');
    expect(storedToken()).not.toBeNull();
  });

  it.each([['moderator'], ['admin'], ['superAdmin']] as const)('lets a valid %s token in without a server call', async (role) => {
    storeSession([role]);
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
    expect(replaceWithPublicPage).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes an expired token and stores the new session', async () => {
    storeSession(['admin'], tokenExpiringIn(-60));
    const fresh = loginResponse(['admin']);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, fresh));

    await expect(authProvider.checkAuth()).resolves.toBeUndefined();

    expect(calledPaths()).toEqual(['POST /api/auth/refresh']);
    expect(storedToken()).toBe(fresh.accessToken);
    expect(replaceWithPublicPage).not.toHaveBeenCalled();
  });

  it('shows Session Expired when the refresh fails, and after OK logs out and goes to /login', async () => {
    storeSession(['admin'], tokenExpiringIn(-60));
    fetchMock.mockResolvedValueOnce(jsonResponse(401)).mockResolvedValueOnce(jsonResponse(200));
    renderSessionExpiredDialog();

    const check = authProvider.checkAuth();
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(dialog).toHaveTextContent('Your session has expired. Please log in again.');
    expect(storedToken()).not.toBeNull();
    expect(replaceWithPublicPage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await outcome(check)).toBe('pending');

    expect(calledPaths()).toEqual(['POST /api/auth/refresh', 'POST /api/auth/logout']);
    expect(storedToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.roles)).toBeNull();
    expect(replaceWithPublicPage).toHaveBeenCalledWith('/login');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('treats an unreachable refresh endpoint as a failed refresh', async () => {
    storeSession(['admin'], tokenExpiringIn(-60));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderSessionExpiredDialog();

    void authProvider.checkAuth();
    expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await act(settle);
    expect(storedToken()).toBeNull();
    expect(replaceWithPublicPage).toHaveBeenCalledWith('/login');
    consoleError.mockRestore();
  });
});

describe('checkError', () => {
  it('refreshes once on 401 and stays when that works', async () => {
    storeSession(['admin']);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, loginResponse(['admin'])));
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(calledPaths()).toEqual(['POST /api/auth/refresh']);
  });

  it('shows Session Expired on 401 when the refresh fails', async () => {
    storeSession(['admin']);
    fetchMock.mockResolvedValue(jsonResponse(401));
    renderSessionExpiredDialog();
    void authProvider.checkError({ status: 401 });
    expect(await screen.findByRole('dialog', { name: 'Session Expired' })).toBeVisible();
    expect(calledPaths()).toEqual(['POST /api/auth/refresh']);

    fetchMock.mockResolvedValue(jsonResponse(200));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await act(settle);
    expect(calledPaths()).toEqual(['POST /api/auth/refresh', 'POST /api/auth/logout']);
    expect(storedToken()).toBeNull();
    expect(replaceWithPublicPage).toHaveBeenCalledWith('/login');
  });

  it.each([429, 503])('keeps the session when the refresh answers %i: its message is the notification', async (status) => {
    storeSession(['admin']);
    const message = status === 429 ? 'Too many requests. Please try again in 12 seconds.' : 'The database is busy. Please try again in a moment.';
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { statusCode: status, message }));
    renderSessionExpiredDialog();
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ logoutUser: false, message });
    await act(settle);
    expect(screen.queryByRole('dialog', { name: 'Session Expired' })).not.toBeInTheDocument();
    expect(storedToken()).not.toBeNull();
    expect(calledPaths()).toEqual(['POST /api/auth/refresh']);
  });

  it('keeps the user on the page with an error notification on 403', async () => {
    storeSession(['admin']);
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({ logoutUser: false, message: 'ra.notification.not_authorized' });
    expect(storedToken()).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the session on 401 STEP_UP_REQUIRED: no refresh, no logout, the server message as the notification', async () => {
    storeSession(['superAdmin']);
    const error = { status: 401, body: { statusCode: 401, message: TWO_FACTOR_MESSAGES.stepUpRequired, errorCode: STEP_UP_REQUIRED } };
    await expect(authProvider.checkError(error)).rejects.toEqual({ logoutUser: false, message: TWO_FACTOR_MESSAGES.stepUpRequired });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedToken()).not.toBeNull();
  });

  it('sends a session without a second factor (403 TWO_FACTOR_REQUIRED) to the public /two-factor, still logged in', async () => {
    storeSession(['admin']);
    const error = { status: 403, body: { statusCode: 403, message: TWO_FACTOR_MESSAGES.required, errorCode: TWO_FACTOR_REQUIRED } };
    expect(await outcome(authProvider.checkError(error))).toBe('pending');
    expect(replaceWithPublicPage).toHaveBeenCalledWith('/two-factor');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedToken()).not.toBeNull();
  });

  it('ignores other errors', async () => {
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });
});

describe('canAccess, getIdentity and getPermissions', () => {
  it.each([
    [['superAdmin'], 'users', 'list', true],
    [['admin'], 'donorlist', 'create', true],
    [['admin'], 'audit-log', 'list', false],
    [['moderator'], 'bloodRequests', 'list', true],
    [['moderator'], 'bloodRequests', 'approve', true],
    [['moderator'], 'bloodRequests', 'matches', true],
    [['moderator'], 'contacts', 'reply', true],
    [['moderator'], 'volunteers', 'show', true],
    [['moderator'], 'dashboard', 'list', true],
    [['moderator'], 'bloodRequests', 'delete', false],
    [['moderator'], 'contacts', 'export', false],
    [['moderator'], 'users', 'list', false],
    [['moderator'], 'events', 'list', false],
    [['moderator'], 'teams', 'list', false],
    [['user'], 'bloodRequests', 'list', false],
    [['volunteer'], 'volunteers', 'list', false],
    [['superAdmin'], 'no-such-resource', 'list', false],
    [['superAdmin'], 'users', 'no-such-action', false],
  ] as const)('roles %j on %s, %s: %s (the permission table)', async (roles, resource, action, allowed) => {
    storeSession([...roles]);
    await expect(authProvider.canAccess({ resource, action })).resolves.toBe(allowed);
  });

  it('refuses access without a session', async () => {
    await expect(authProvider.canAccess({ resource: 'dashboard', action: 'list' })).resolves.toBe(false);
  });

  it('reads the identity and the roles from storage', async () => {
    storeSession(['superAdmin']);
    await expect(authProvider.getIdentity()).resolves.toEqual({ id: 'admin@example.test', fullName: 'Ada Admin' });
    await expect(authProvider.getPermissions()).resolves.toEqual(['superAdmin']);
  });
});

describe('logout', () => {
  it('logs out on the server, clears the session, leaves a toast and goes to /login', async () => {
    storeSession(['admin']);
    window.localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
    fetchMock.mockResolvedValueOnce(jsonResponse(200));

    await expect(authProvider.logout()).resolves.toBe(false);

    expect(calledPaths()).toEqual(['POST /api/auth/logout']);
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.email, STORAGE_KEYS.loggedIn, STORAGE_KEYS.roles, STORAGE_KEYS.username]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('true');
    expect(readStoredToast(window.localStorage)).toEqual({ message: 'You have successfully logged out.', severity: 'success' });
    expect(goToPublicPage).toHaveBeenCalledWith('/login');
  });

  it.each([
    ['the server answers 500', () => fetchMock.mockResolvedValueOnce(jsonResponse(500))],
    ['the server cannot be reached', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('clears the session anyway when %s', async (_case, failServer) => {
    storeSession(['admin']);
    failServer();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});

    await authProvider.logout();

    expect(consoleError).toHaveBeenCalled();
    expect(storedToken()).toBeNull();
    expect(readStoredToast(window.localStorage)?.message).toBe('You have successfully logged out.');
    expect(goToPublicPage).toHaveBeenCalledWith('/login');
    consoleError.mockRestore();
  });
});
