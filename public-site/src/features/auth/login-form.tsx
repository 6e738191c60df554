import { type components, errorMessage, loginSchema, mayOpenAdminPanel, rolesFromAuthorities, writeSession } from '@blood-donation/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { TextField } from '../../components/ui/form-field';
import { useAuth } from '../../lib/auth';
import { goToAdminPanel } from '../../lib/navigation';
import { PATHS } from '../../lib/paths';
import { returnPathFrom } from '../../lib/return-path';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { type LoginForm as LoginValues, useLogIn } from './api/log-in';
import { LOGIN_TEXTS as T } from './messages';
import { PasswordInput } from './password-input';
import { AppForm } from '../../components/ui/app-form';

type LoginAnswer = components['schemas']['LoginResponseDto'];

const EMPTY: LoginValues = { email: '', password: '', keepMeLoggedIn: false };

export function LoginForm() {
  const { field, register, submit, pending: submitting } = useSchemaForm(loginSchema, EMPTY);
  // The overlay stays up while the browser loads the admin panel.
  const [leaving, setLeaving] = useState(false);
  const pending = submitting || leaving;
  const navigate = useNavigate();
  // Back to the page that sent the visitor here to log in (a booking), else the dashboard.
  const donorPage = returnPathFrom(useLocation().search) ?? PATHS.userDashboard;
  const { logIn } = useAuth();
  const { showToast } = useToast();
  const { mutateAsync: logInUser } = useLogIn();

  const onSubmit = submit(async (values) => {
    try {
      // The server's answer is checked, not trusted.
      const data: Partial<LoginAnswer> | undefined = await logInUser(values);
      if (!data?.accessToken) {
        showToast(T.invalidResponse, 'error');
        return;
      }
      const roles = rolesFromAuthorities(data.role);
      if (roles.length === 0) {
        showToast(T.noRole, 'error');
        return;
      }
      const session = writeSession(localStorage, {
        accessToken: data.accessToken,
        email: data.email ?? values.email,
        username: data.username ?? '',
        role: data.role ?? [],
      });
      logIn(session);
      // showToast also stores the toast: the admin panel shows it after the full page load.
      const toAdminPanel = mayOpenAdminPanel(roles);
      showToast(T.success, 'success', { page: toAdminPanel ? PATHS.adminDashboard : donorPage });
      setLeaving(true);
      if (toAdminPanel) goToAdminPanel();
      else navigate(donorPage);
    } catch (error) {
      showToast(errorMessage(error, T), 'error');
    }
  });

  return (
    <AppForm onSubmit={onSubmit}>
      {pending && <LoadingOverlay label="Logging in..." />}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <div className="form-check mb-0">
          <input
            className="form-check-input"
            type="checkbox"
            id="keep-me-logged-in"
            {...register('keepMeLoggedIn')}
          />
          <label className="form-check-label" htmlFor="keep-me-logged-in">
            Keep Me Logged In
          </label>
        </div>
        <Link className="tap-link" to={PATHS.forgotPassword}>
          Forgot your password?
        </Link>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={pending}>
        Login
      </button>
    </AppForm>
  );
}
