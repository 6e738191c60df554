import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { FormPage } from '../../components/ui/form-page';
import { REGISTER_PAGE_TEXTS } from './messages';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  const toLogin = (
    <>
      Already have an account? <Link to={PATHS.login}>Log in</Link>
    </>
  );
  return <FormPage texts={REGISTER_PAGE_TEXTS} form={<RegisterForm />} footer={toLogin} />;
}
