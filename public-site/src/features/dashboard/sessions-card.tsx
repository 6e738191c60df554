import { errorMessage, lastUsedText, SESSIONS_TEXTS as T, type UserSession } from '@blood-donation/domain';
import { useState } from 'react';
import { LazyConfirmDialog } from '../../components/ui/lazy-confirm-dialog';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { useToast } from '../../lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from './api/sessions';
import { DonorPanel } from './donor-panel';

const FAILURE = { serverFallback: T.endFailed, noResponse: T.noResponse, other: T.endFailed };

/** One session: its browser and system, when it was last used (to the hour), and 'This device' or End. */
function SessionItem({ session, ending, onEnd }: { session: UserSession; ending: boolean; onEnd: () => void }) {
  return (
    <li className="list-group-item px-0 d-flex flex-wrap align-items-center justify-content-between gap-2">
      <div className="text-break">
        <p className="mb-0 fw-semibold">
          {session.device}
          {session.current && <span className="badge text-bg-success ms-2">{T.thisDevice}</span>}
        </p>
        <p className="small text-body-secondary mb-0">
          <time dateTime={session.lastUsedAt}>{lastUsedText(session.lastUsedAt, SITE_TIME_ZONE)}</time>
        </p>
      </div>
      {!session.current && (
        <button type="button" className="btn btn-outline-danger sessions-button" disabled={ending} onClick={onEnd}>
          {T.end}
          <span className="visually-hidden">{T.endWhat(session.device)}</span>
        </button>
      )}
    </li>
  );
}

/**
 * "Where you're logged in": the account's live sessions (GET /api/user/sessions), this device's marked, each other
 * with End, and 'Log out everywhere else' when there are others; both after a confirmation. This device's own
 * session is ended by logging out.
 */
export function SessionsCard() {
  const { data: sessions, isError } = useSessions();
  const { mutateAsync: end, isPending: ending, variables: endingId } = useEndSession();
  const { mutateAsync: endOthers, isPending: endingOthers } = useEndOtherSessions();
  const { showToast } = useToast();
  const [asked, setAsked] = useState<UserSession | 'others' | null>(null);
  const others = (sessions ?? []).filter(({ current }) => !current);

  const confirm = async () => {
    const what = asked;
    setAsked(null);
    try {
      if (what === 'others') showToast(T.endedOthers((await endOthers()).ended), 'success');
      else if (what) showToast((await end(what.id)).message, 'success');
    } catch (error) {
      showToast(errorMessage(error, FAILURE), 'error');
    }
  };

  return (
    <DonorPanel id="sessions-title" title={T.title}>
      <p className="text-body-secondary">{T.intro}</p>
      {isError && !sessions && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {sessions && (
        <>
          <ul className="list-group list-group-flush">
            {sessions.map((session) => (
              <SessionItem key={session.id} session={session} ending={ending && endingId === session.id} onEnd={() => setAsked(session)} />
            ))}
          </ul>
          {others.length > 0 ? (
            <button type="button" className="btn btn-outline-danger sessions-button mt-3" disabled={endingOthers} onClick={() => setAsked('others')}>
              {T.endOthers}
            </button>
          ) : (
            <p className="small text-body-secondary mt-2 mb-0">{T.onlyThis}</p>
          )}
        </>
      )}
      <LazyConfirmDialog
        show={asked !== null}
        title={asked === 'others' ? T.endOthersTitle : T.endTitle}
        message={asked === 'others' ? T.endOthersMessage : asked ? T.endMessage(asked.device) : ''}
        confirmLabel={asked === 'others' ? T.endOthers : T.end}
        confirmVariant="danger"
        cancelLabel={T.keep}
        onCancel={() => setAsked(null)}
        onConfirm={() => void confirm()}
      />
    </DonorPanel>
  );
}
