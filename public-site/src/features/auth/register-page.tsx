import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  useDocumentTitle('Create Account');
  return (
    <AuthCard title="Create Account" subtitle="Join our community of donors and help save lives.">
      <RegisterForm />
      <p className="text-center mt-4 mb-0">
        Already have an account? <Link to={PATHS.login}>Log in</Link>
      </p>
    </AuthCard>
  );
}
