import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { FormPage } from '../../components/ui/form-page';
import { ChangePasswordForm } from './change-password-form';
import { CHANGE_PASSWORD_TEXTS as T } from './messages';

/** /change-password, from the user dashboard. */
export function ChangePasswordPage() {
  const back = <Link className="tap-link" to={PATHS.userDashboard}>{T.backToDashboard}</Link>;
  return <FormPage texts={T} form={<ChangePasswordForm />} footer={back} />;
}
