import type { AuthProvider, HttpError } from 'react-admin';
import { isTokenExpired, mayOpenAdminPanel, storeToast } from '@blood-donation/domain';
import { SESSION_TEXTS, TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { mayAccess } from './access';
import { LOGIN_PATH, goToPublicPage, replaceWithPublicPage } from './publicSite';
import { endSession, isRefusedForNow, refreshSession, storedSession } from './session';
import { promptSessionExpired } from './sessionExpiredPrompt';
import { isStepUpRequired, isTwoFactorRequired, leaveForTwoFactor } from './step-up';

/**
 * A promise that never settles. Once the panel has sent the browser to the public /login (another app), the
 * pending check keeps react-admin rendering nothing while the page unloads. Rejecting instead would make
 * react-admin call logout(), which here is the user's own, confirmed logout.
 */
function leaving(): Promise<never> {
  return new Promise<never>(() => {});
}

/** A refresh refused for now (429, 503): react-admin shows its message and keeps the user logged in. */
function staysLoggedIn(error: unknown): never {
  if (isRefusedForNow(error)) throw { logoutUser: false, message: error.message };
  throw error;
}

function leaveForLogin(): Promise<never> {
  replaceWithPublicPage(LOGIN_PATH);
  return leaving();
}

/**
 * The session is one of the panel's roles (moderator, admin, superAdmin) and comes from the public site's /login: the panel has no login screen of its own.
 * Each call to createAuthProvider() starts with its own state (one per app, a fresh one per test).
 */
export function createAuthProvider() {
  let expiring: Promise<never> | null = null;

  /** A refresh failed: 'Session Expired', and after OK the user is logged out (locally too if the server call fails). */
  function expireSession(): Promise<never> {
    expiring ??= (async () => {
      await promptSessionExpired();
      await endSession();
      return leaveForLogin();
    })();
    return expiring;
  }

  return {
    /** Logging in happens on the public site's /login. */
    login: leaveForLogin,

    async checkAuth() {
      const session = storedSession();
      if (!session || !mayOpenAdminPanel(session.roles)) return leaveForLogin();
      if (!isTokenExpired(session.token)) return;
      const refreshed = await refreshSession().catch(staysLoggedIn);
      if (!refreshed) return expireSession();
      if (!mayOpenAdminPanel(refreshed.roles)) return leaveForLogin();
    },

    async checkError(error: Partial<HttpError> | undefined) {
      // Second-factor answers say nothing against the session: no refresh, no logout. The API client has already
      // asked 'Confirm it is you' and sent the call again (or gone to /two-factor); this is what still failed.
      if (isStepUpRequired(error)) throw { logoutUser: false, message: TWO_FACTOR_MESSAGES.stepUpRequired };
      if (isTwoFactorRequired(error)) return leaveForTwoFactor();
      if (error?.status === 401) {
        if (await refreshSession().catch(staysLoggedIn)) return;
        return expireSession();
      }
      if (error?.status === 403) {
        // Stay on the page; react-admin shows this as an error notification.
        throw { logoutUser: false, message: 'ra.notification.not_authorized' };
      }
    },

    /** What the stored roles may do, by domain's permission table: menus, cards, buttons and screens ask this. */
    async canAccess(params: { resource?: string; action: string }) {
      return mayAccess(storedSession()?.roles ?? [], params);
    },

    async getIdentity() {
      const session = storedSession();
      if (!session) throw new Error('No stored session');
      return { id: session.email, fullName: session.username || session.email };
    },

    async getPermissions() {
      return storedSession()?.roles ?? [];
    },

    /** The AppBar's confirmed logout. The public /login shows the stored toast. */
    async logout() {
      await endSession();
      storeToast(window.localStorage, SESSION_TEXTS.loggedOut, 'success');
      goToPublicPage(LOGIN_PATH);
      return false;
    },
  } satisfies AuthProvider;
}

export const authProvider = createAuthProvider();
