import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { FORGOT_PASSWORD_TEXTS as T } from './messages';

/** /forgot-password, from the login screen's 'Forgot your password?' link. */
export function ForgotPasswordPage() {
  useDocumentTitle(T.title);
  return (
    <AuthCard title={T.title} subtitle={T.intro}>
      <ForgotPasswordForm />
      <p className="text-center mt-4 mb-0">
        <Link className="tap-link" to={PATHS.login}>
          {T.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
