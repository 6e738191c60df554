import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { FormPage } from '../../components/ui/form-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { FORGOT_PASSWORD_TEXTS as T } from './messages';

/** /forgot-password, from the login screen's 'Forgot your password?' link. */
export function ForgotPasswordPage() {
  const back = <Link className="tap-link" to={PATHS.login}>{T.backToLogin}</Link>;
  return <FormPage texts={T} form={<ForgotPasswordForm />} footer={back} />;
}
