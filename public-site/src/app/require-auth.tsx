import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { PATHS } from '../lib/paths';

/** Logged-in routes: without a stored token, go to /login. */
export function RequireAuth() {
  const { session } = useAuth();
  return session ? <Outlet /> : <Navigate to={PATHS.login} replace />;
}
