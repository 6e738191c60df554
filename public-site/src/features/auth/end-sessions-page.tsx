import { END_SESSIONS_TEXTS, errorMessage, messageFrom } from '@blood-donation/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormPage } from '../../components/ui/form-page';
import { PATHS } from '../../lib/paths';
import { useEndSessions } from './api/end-sessions';
import { END_SESSIONS_PAGE_TEXTS as T } from './messages';

/**
 * /end-sessions?token=…, the link of an email about the account (a new device, a passkey, a password change). It ends
 * every session only when the button is pressed: a mail scanner opening the link changes nothing.
 */
export function EndSessionsPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { mutateAsync: endSessions, isPending } = useEndSessions();
  const [outcome, setOutcome] = useState<{ text: string; ended: boolean } | null>(null);

  const end = async () => {
    try {
      setOutcome({ text: messageFrom(await endSessions(token)) ?? END_SESSIONS_TEXTS.ended, ended: true });
    } catch (error) {
      setOutcome({ text: errorMessage(error, T), ended: false });
    }
  };

  const form = !token ? (
    <p className="alert alert-warning mb-0" role="status">{END_SESSIONS_TEXTS.noToken}</p>
  ) : (
    <>
      {outcome && <p className={`alert ${outcome.ended ? 'alert-success' : 'alert-danger'}`} role="status">{outcome.text}</p>}
      {!outcome?.ended && (
        <button type="button" className="btn btn-danger w-100 tap-target" disabled={isPending} onClick={() => void end()}>
          {END_SESSIONS_TEXTS.button}
        </button>
      )}
    </>
  );
  const next = <Link className="tap-link" to={PATHS.forgotPassword}>{END_SESSIONS_TEXTS.toResetPassword}</Link>;
  return <FormPage texts={T} form={form} footer={next} />;
}
