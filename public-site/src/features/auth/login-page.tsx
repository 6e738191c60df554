import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

export function LoginPage() {
  useDocumentTitle('Login');
  return (
    <AuthCard title="Welcome Back" subtitle="Log in to donate, request blood and follow your history.">
      <LoginForm />
      <p className="text-center mt-4 mb-0">
        New here? <Link to={PATHS.register}>Create an account</Link>
      </p>
    </AuthCard>
  );
}
