import { mayOpenAdminPanel } from '@blood-donation/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormPage } from '../../components/ui/form-page';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { useAuth } from '../../lib/auth';
import { goToAdminPanel } from '../../lib/navigation';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toast';
import { AuthenticatorSetup } from './authenticator-setup';
import { TWO_FACTOR_PAGE_TEXTS as T } from './texts';

/** Where 'Use a passkey instead' leads: the dashboard's Passkeys card, which adds one. */
const PASSKEYS_CARD = `${PATHS.userDashboard}#passkeys-title`;

/**
 * /two-factor: a staff account's login lands here while it has no second factor (issue 25). Once the recovery codes
 * are saved, on to where the login sends the role: the admin panel for staff, the dashboard for anyone else.
 */
export function TwoFactorPage() {
  const { roles } = useAuth();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [leaving, setLeaving] = useState(false);

  const done = () => {
    const toAdminPanel = mayOpenAdminPanel(roles);
    // Stored too: the admin panel shows it after its page load.
    showToast(T.done, 'success', { page: toAdminPanel ? PATHS.adminDashboard : PATHS.userDashboard });
    if (toAdminPanel) {
      setLeaving(true);
      goToAdminPanel();
    } else {
      navigate(PATHS.userDashboard);
    }
  };

  const passkey = (
    <Link className="tap-link" to={PASSKEYS_CARD}>
      {T.passkeyInstead}
    </Link>
  );
  return (
    <>
      {leaving && <LoadingOverlay label={T.leaving} />}
      <FormPage texts={T} form={<AuthenticatorSetup level={2} onDone={done} />} footer={passkey} />
    </>
  );
}
