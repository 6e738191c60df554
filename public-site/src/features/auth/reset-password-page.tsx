import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { FormPage } from '../../components/ui/form-page';
import { RESET_PASSWORD_TEXTS as T } from './messages';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password?token=…, the link of the password reset email. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const noToken = (
    <p className="alert alert-warning mb-0" role="status">
      {T.noToken} <Link to={PATHS.forgotPassword}>{T.requestNew}</Link>
    </p>
  );
  const back = <Link className="tap-link" to={PATHS.login}>{T.backToLogin}</Link>;
  return <FormPage texts={T} form={token ? <ResetPasswordForm token={token} /> : noToken} footer={back} />;
}
