import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { ChangePasswordForm } from './change-password-form';
import { CHANGE_PASSWORD_TEXTS as T } from './messages';

/** /change-password, from the user dashboard. */
export function ChangePasswordPage() {
  useDocumentTitle(T.title);
  return (
    <AuthCard title={T.title} subtitle={T.intro}>
      <ChangePasswordForm />
      <p className="text-center mt-4 mb-0">
        <Link className="tap-link" to={PATHS.userDashboard}>
          {T.backToDashboard}
        </Link>
      </p>
    </AuthCard>
  );
}
