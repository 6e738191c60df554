import { type components, errorMessage, type FieldErrors, hasAdminRole, type LoginField, rolesFromAuthorities, validateLogin, writeSession } from '@blood-donation/domain';
import { type ChangeEvent, type FocusEvent, type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { TextField } from '../../components/ui/form-field';
import { useAuth } from '../../lib/auth';
import { reportErrors } from '../../lib/form-errors';
import { goToAdminPanel } from '../../lib/navigation';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toast';
import { type LoginForm as LoginValues, useLogIn } from './api/log-in';
import { LOGIN_TEXTS as T } from './messages';
import { PasswordInput } from './password-input';
import { AppForm } from '../../components/ui/app-form';

type LoginAnswer = components['schemas']['LoginResponseDto'];

const FIELDS: LoginField[] = ['email', 'password'];

export function LoginForm() {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', keepMeLoggedIn: false });
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const { logIn } = useAuth();
  const { showToast } = useToast();
  const { mutateAsync: logInUser } = useLogIn();

  const checkField = (name: LoginField, next: LoginValues) =>
    setErrors((current) => ({ ...current, [name]: validateLogin(next)[name] }));

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as LoginField;
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (touched[name]) checkField(name, next);
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const name = event.target.name as LoginField;
    setTouched((current) => ({ ...current, [name]: true }));
    checkField(name, values);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const found = validateLogin(values);
    setErrors(found);
    if (reportErrors(formRef.current, FIELDS, found)) return;
    setPending(true);
    let leaving = false;
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
      showToast(T.success, 'success');
      leaving = true;
      if (hasAdminRole(roles)) goToAdminPanel();
      else navigate(PATHS.userDashboard);
    } catch (error) {
      showToast(errorMessage(error, T), 'error');
    } finally {
      // The overlay stays up while the browser loads the admin panel.
      if (!leaving) setPending(false);
    }
  };

  const field = (name: LoginField) => ({ name, value: values[name], onChange, onBlur, error: errors[name] });

  return (
    <AppForm ref={formRef} onSubmit={onSubmit}>
      {pending && <LoadingOverlay label="Logging in..." />}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <div className="form-check mb-0">
          <input
            className="form-check-input"
            type="checkbox"
            id="keep-me-logged-in"
            name="keepMeLoggedIn"
            checked={values.keepMeLoggedIn}
            onChange={(event) => setValues({ ...values, keepMeLoggedIn: event.target.checked })}
          />
          <label className="form-check-label" htmlFor="keep-me-logged-in">
            Keep Me Logged In
          </label>
        </div>
        <Link to={PATHS.forgotPassword}>Forgot your password?</Link>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={pending}>
        Login
      </button>
    </AppForm>
  );
}
