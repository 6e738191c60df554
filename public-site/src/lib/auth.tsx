import { clearSession, isTokenExpired, readSession, type StoredSession, subscribeToSession } from '@blood-donation/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer } from 'react';
import { mayReadStorage } from './prerendering';

// The API client loads on demand: a visitor without a session never needs it on the home page.
const loadSessionCalls = () => import('./session-calls');

export interface AuthState {
  /** Logged in means a stored access token exists. */
  session: StoredSession | null;
  /** A refresh failed: the 'Session Expired' dialog shows until the user confirms. */
  sessionExpired: boolean;
}

export type AuthAction = { type: 'logIn'; session: StoredSession } | { type: 'logOut' } | { type: 'sessionExpired' };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'logIn':
      return { session: action.session, sessionExpired: false };
    case 'logOut':
      return { session: null, sessionExpired: false };
    case 'sessionExpired':
      return { ...state, sessionExpired: true };
  }
}

interface AuthContextValue extends AuthState {
  roles: readonly string[];
  logIn: (session: StoredSession) => void;
  /** POST /api/auth/logout, then clears the stored session even when that call fails. */
  logOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The stored session; none on a prerendered page, whose HTML was made for a visitor (see prerendering.ts). */
function initialState(): AuthState {
  return { session: mayReadStorage() ? readSession(localStorage) : null, sessionExpired: false };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, initialState);

  // A prerendered page just hydrated: the stored session, before the browser paints.
  useLayoutEffect(() => {
    const stored = mayReadStorage() ? null : readSession(localStorage);
    if (stored) dispatch({ type: 'logIn', session: stored });
  }, []);

  useEffect(
    () =>
      subscribeToSession((event) =>
        dispatch(event.type === 'refreshed' ? { type: 'logIn', session: event.session } : { type: 'sessionExpired' }),
      ),
    [],
  );

  // At start: an expired stored token is refreshed with the httpOnly cookie (the client shares one request).
  useEffect(() => {
    const stored = readSession(localStorage);
    // A refresh refused for now (429, 503) leaves the session as it is: the next call tries again.
    if (stored && isTokenExpired(stored.token)) void loadSessionCalls().then(({ refreshSession }) => refreshSession().catch(() => null));
  }, []);

  const logIn = useCallback((session: StoredSession) => dispatch({ type: 'logIn', session }), []);

  const logOut = useCallback(async () => {
    try {
      const { logOutOfServer } = await loadSessionCalls();
      await logOutOfServer();
    } catch (error) {
      console.warn('The logout call failed; the local session is cleared anyway.', error);
    }
    clearSession(localStorage);
    dispatch({ type: 'logOut' });
  }, []);

  const value = useMemo(
    () => ({ ...state, roles: state.session?.roles ?? [], logIn, logOut }),
    [state, logIn, logOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
