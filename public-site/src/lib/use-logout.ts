import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth';
import { PATHS } from './paths';
import { SESSION_TEXTS } from '@blood-donation/domain';
import { useToast } from './toast';

/** Logs out (server call, local session, auth state), goes to /login and, unless told otherwise, says so. */
export function useLogout(): (options?: { announce?: boolean }) => Promise<void> {
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const { showToast } = useToast();

  return useCallback(
    async ({ announce = true } = {}) => {
      await logOut();
      navigate(PATHS.login);
      if (announce) showToast(SESSION_TEXTS.loggedOut, 'success', { page: PATHS.login });
    },
    [logOut, navigate, showToast],
  );
}
