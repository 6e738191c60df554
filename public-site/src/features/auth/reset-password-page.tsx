import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { RESET_PASSWORD_TEXTS as T } from './messages';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password?token=…, the link of the password reset email. */
export function ResetPasswordPage() {
  useDocumentTitle(T.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthCard title={T.title} subtitle={T.intro}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="alert alert-warning mb-0" role="status">
          {T.noToken} <Link to={PATHS.forgotPassword}>{T.requestNew}</Link>
        </p>
      )}
      <p className="text-center mt-4 mb-0">
        <Link className="tap-link" to={PATHS.login}>
          {T.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
