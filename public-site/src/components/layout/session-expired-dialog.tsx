import { useAuth } from '../../lib/auth';
import { SESSION_TEXTS } from '@blood-donation/domain';
import { useLogout } from '../../lib/use-logout';
import { LazyConfirmDialog } from '../ui/lazy-confirm-dialog';
import { WarningIcon } from '../ui/icons';

/** Shown when a token refresh fails; OK logs out and goes to /login. */
export function SessionExpiredDialog() {
  const { sessionExpired } = useAuth();
  const logout = useLogout();
  return (
    <LazyConfirmDialog
      show={sessionExpired}
      title={SESSION_TEXTS.expiredTitle}
      message={SESSION_TEXTS.expiredMessage}
      confirmLabel={SESSION_TEXTS.expiredConfirm}
      onConfirm={() => void logout({ announce: false })}
      icon={<WarningIcon className="text-warning-emphasis" size={20} />}
    />
  );
}
