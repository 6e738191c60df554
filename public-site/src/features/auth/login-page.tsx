import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { FormPage } from '../../components/ui/form-page';
import { LoginForm } from './login-form';
import { LOGIN_PAGE_TEXTS } from './messages';

export function LoginPage() {
  const toRegister = (
    <>
      New here? <Link to={PATHS.register}>Create an account</Link>
    </>
  );
  return <FormPage texts={LOGIN_PAGE_TEXTS} form={<LoginForm />} footer={toRegister} />;
}
