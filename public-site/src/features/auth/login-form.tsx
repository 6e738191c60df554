import { type components, errorMessage, loginSchema, mayOpenAdminPanel, rolesFromAuthorities, type SecondFactorChallenge, writeSession } from '@blood-donation/domain';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { TextField } from '../../components/ui/form-field';
import { useAuth } from '../../lib/auth';
import { goToAdminPanel } from '../../lib/navigation';
import { PATHS } from '../../lib/paths';
import { useStoredState } from '../../lib/prerendering';
import { returnPathFrom } from '../../lib/return-path';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { type LoginForm as LoginValues, useLogIn } from './api/log-in';
import { autofillOffersPasskeys, browserHasPasskeys, choosePasskey, logInWithPasskey, wasCancelled } from './api/passkey-log-in';
import { LOGIN_TEXTS as T } from './messages';
import { PasswordInput } from './password-input';
import { SecondFactorStep } from './second-factor-step';
import { AppForm } from '../../components/ui/app-form';

type LoginAnswer = components['schemas']['LoginResponseDto'];

const EMPTY: LoginValues = { email: '', password: '', keepMeLoggedIn: false };

export function LoginForm() {
  const { field, register, submit, getValues, pending: submitting } = useSchemaForm(loginSchema, EMPTY);
  // The overlay stays up while the browser loads the admin panel.
  const [leaving, setLeaving] = useState(false);
  const [passkeyPending, setPasskeyPending] = useState(false);
  // A right password of an account with a second factor: the login's second step.
  const [challenge, setChallenge] = useState<{ challenge: SecondFactorChallenge; email: string } | null>(null);
  // The browser's, not the prerendered page's: known right after hydration (the HTML has no such button).
  const [offersPasskeys] = useStoredState(browserHasPasskeys, false);
  const pending = submitting || leaving || passkeyPending;
  const navigate = useNavigate();
  // Back to the page that sent the visitor here to log in (a booking), else the dashboard.
  const donorPage = returnPathFrom(useLocation().search) ?? PATHS.userDashboard;
  const { logIn } = useAuth();
  const { showToast } = useToast();
  const { mutateAsync: logInUser } = useLogIn();

  /** What every login does with the server's answer (password or passkey): the session, then on to the next page. */
  const complete = (data: Partial<LoginAnswer> | undefined, email: string) => {
    // The server's answer is checked, not trusted.
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
      email: data.email ?? email,
      username: data.username ?? '',
      role: data.role ?? [],
    });
    logIn(session);
    // A staff account without a second factor (issue 25): its session opens nothing else until it sets one up.
    if (data.enrolmentRequired) {
      showToast(T.success, 'success', { page: PATHS.twoFactor });
      setLeaving(true);
      navigate(PATHS.twoFactor);
      return;
    }
    // showToast also stores the toast: the admin panel shows it after the full page load.
    const toAdminPanel = mayOpenAdminPanel(roles);
    showToast(T.success, 'success', { page: toAdminPanel ? PATHS.adminDashboard : donorPage });
    setLeaving(true);
    if (toAdminPanel) goToAdminPanel();
    else navigate(donorPage);
  };

  const onSubmit = submit(async (values) => {
    try {
      const answer = await logInUser(values);
      if ('secondFactorRequired' in answer) setChallenge({ challenge: answer, email: values.email });
      else complete(answer, values.email);
    } catch (error) {
      showToast(errorMessage(error, T), 'error');
    }
  });

  const keepMeLoggedIn = () => getValues('keepMeLoggedIn') === true;
  const autofillAnswered = useEffectEvent((data: Partial<LoginAnswer> | undefined) => complete(data, ''));
  const autofillFailed = useEffectEvent((error: unknown) => showToast(errorMessage(error, T), 'error'));
  const keepAfterAutofill = useEffectEvent(keepMeLoggedIn);

  // Where the browser offers passkeys in the email field's suggestions, one chosen there logs in at once. Until one is
  // chosen, the page says nothing: the request may be replaced by the button's prompt, end with the page, or fail
  // where no authenticator is at hand, and a page's own toast (logged out, registered) must stay.
  useEffect(() => {
    let live = true;
    let started = false;
    void autofillOffersPasskeys().then(async (offered) => {
      if (!offered || !live) return;
      started = true;
      const chosen = await choosePasskey({ autofill: true }).catch(() => null);
      if (!chosen || !live) return;
      try {
        const data = await logInWithPasskey(chosen, keepAfterAutofill());
        if (live) autofillAnswered(data);
      } catch (error) {
        if (live) autofillFailed(error);
      }
    });
    return () => {
      live = false;
      // The browser's autofill request ends with the page.
      if (started) void import('@simplewebauthn/browser').then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, []);

  const withPasskey = async () => {
    setPasskeyPending(true);
    try {
      complete(await logInWithPasskey(await choosePasskey({ autofill: false }), keepMeLoggedIn()), '');
    } catch (error) {
      if (wasCancelled(error)) showToast(T.passkeyCancelled, 'info');
      else showToast(errorMessage(error, T), 'error');
    } finally {
      setPasskeyPending(false);
    }
  };

  if (challenge) {
    return (
      <>
        {leaving && <LoadingOverlay label="Logging in..." />}
        <SecondFactorStep challenge={challenge.challenge} onLoggedIn={(answer) => complete(answer, challenge.email)} onBack={() => setChallenge(null)} />
      </>
    );
  }

  return (
    <AppForm onSubmit={onSubmit}>
      {pending && <LoadingOverlay label={passkeyPending ? T.passkeyWaiting : 'Logging in...'} />}
      <TextField label="Email" type="email" autoComplete="username webauthn" {...field('email')} />
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
      {offersPasskeys && (
        <>
          <p className="text-center text-body-secondary my-2">{T.or}</p>
          <button type="button" className="btn btn-outline-primary w-100" disabled={pending} onClick={() => void withPasskey()}>
            {T.passkey}
          </button>
        </>
      )}
    </AppForm>
  );
}
