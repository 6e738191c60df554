import { errorMessage, formatDateTime, type OwnVolunteering } from '@blood-donation/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LazyConfirmDialog } from '../../components/ui/lazy-confirm-dialog';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toast';
import { useOwnVolunteering, useWithdrawVolunteering } from './api/own-volunteering';
import { DonorPanel } from './donor-panel';
import { VOLUNTEERING_TEXTS as T } from './texts';

/** What a sign-up is for, inside a sentence: its event's name, or any event. */
const whatOf = (signUp: OwnVolunteering) => signUp.event?.name ?? T.noEvent.toLowerCase();

/** One sign-up: the event's name, when and where (or a note that none was chosen), and Withdraw. */
function SignUp({ signUp, withdrawing, onWithdraw }: { signUp: OwnVolunteering; withdrawing: boolean; onWithdraw: () => void }) {
  const { event } = signUp;
  return (
    <li className="list-group-item px-0 d-flex flex-column gap-1">
      <h3 className="h6 mb-0 text-break">{event?.name ?? T.noEvent}</h3>
      {event ? (
        <p className="small mb-0 text-break">
          {T.when}: {formatDateTime(event.dateTime)}
          <br />
          {T.where}: {event.location}
        </p>
      ) : (
        <p className="small mb-0">{T.noEventNote}</p>
      )}
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span className="small text-body-secondary">
          {T.signedUpOn} {formatDateTime(signUp.createdAt)}
        </span>
        <button type="button" className="btn btn-sm btn-outline-danger" disabled={withdrawing} onClick={onWithdraw}>
          {T.withdraw}
          <span className="visually-hidden">{` ${T.from(whatOf(signUp))}`}</span>
        </button>
      </div>
    </li>
  );
}

function SignUpList({ signUps }: { signUps: OwnVolunteering[] }) {
  const { showToast } = useToast();
  const { mutateAsync: withdraw, isPending, variables } = useWithdrawVolunteering();
  const [asked, setAsked] = useState<OwnVolunteering | null>(null);

  const confirm = async () => {
    if (!asked) return;
    setAsked(null);
    try {
      showToast((await withdraw(asked.id)).message, 'success');
    } catch (error) {
      showToast(errorMessage(error, { serverFallback: T.withdrawFailed, noResponse: T.noResponse, other: T.withdrawFailed }), 'error');
    }
  };

  if (signUps.length === 0) {
    return (
      <>
        <p>{T.empty}</p>
        <Link className="btn btn-primary" to={PATHS.getInvolved}>
          {T.signUp}
        </Link>
      </>
    );
  }
  return (
    <>
      <ul className="list-group list-group-flush">
        {signUps.map((signUp) => (
          <SignUp key={signUp.id} signUp={signUp} withdrawing={isPending && variables === signUp.id} onWithdraw={() => setAsked(signUp)} />
        ))}
      </ul>
      <LazyConfirmDialog
        show={asked !== null}
        title={T.confirmTitle}
        message={asked ? T.confirmMessage(whatOf(asked)) : ''}
        confirmLabel={T.withdraw}
        confirmVariant="danger"
        cancelLabel={T.keep}
        onCancel={() => setAsked(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** 'My volunteering': the events the account signed up to help at (GET /api/user/volunteering), each with Withdraw after a confirmation. */
export function VolunteeringCard() {
  const { data, isError } = useOwnVolunteering();
  return (
    <DonorPanel id="volunteering-title" title={T.title}>
      <p className="text-body-secondary">{T.intro}</p>
      {isError && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {data && <SignUpList signUps={data} />}
    </DonorPanel>
  );
}
