import {
  APPOINTMENT_LINK_TEXTS as L,
  type AppointmentByLink,
  DONATION_PREPARATION,
  DRIVE_SCREEN_TEXTS as T,
  formatDayIn,
  formatTimeIn,
} from '@blood-donation/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { failureText } from '../../components/appointment/call-failure';
import { SlotList } from '../../components/appointment/slot-list';
import { CancelAppointmentDialog } from '../../components/appointment/cancel-appointment-dialog';
import { useDriveSlots } from '../../lib/appointments';
import { cancelAppointmentByLink, getAppointmentByLink, moveAppointmentByLink } from '../../lib/drive-calls';
import { PATHS } from '../../lib/paths';
import { SITE_TIME_ZONE } from '../../lib/site-settings';

/** The appointment's day, time and place, in the organisation's zone. */
function AppointmentFacts({ appointment }: { appointment: AppointmentByLink }) {
  return (
    <dl className="event-facts mb-3">
      <dt>Date</dt>
      <dd>{formatDayIn(appointment.start, SITE_TIME_ZONE)}</dd>
      <dt>Time</dt>
      <dd>
        <time dateTime={appointment.start}>{formatTimeIn(appointment.start, SITE_TIME_ZONE)}</time> –{' '}
        <time dateTime={appointment.end}>{formatTimeIn(appointment.end, SITE_TIME_ZONE)}</time>
      </dd>
      <dt>Place</dt>
      <dd className="text-break">
        {appointment.driveName}, {appointment.place}
      </dd>
      <dt>Status</dt>
      <dd>{T.statuses[appointment.status]}</dd>
    </dl>
  );
}

/** A link that cannot be used (not valid, used, expired): why, and the way in by logging in. */
function LinkFailure({ text }: { text: string }) {
  return (
    <>
      <p className="alert alert-warning" role="alert">
        {text}
      </p>
      <Link className="btn btn-primary" to={PATHS.login}>
        {L.loginInstead}
      </Link>
    </>
  );
}

/**
 * An email's change-or-cancel link: the appointment, then 'Change' (another time of the drive) and 'Cancel' (asked
 * first). Either uses the link up; the page then shows the outcome only.
 */
export function AppointmentLink({ token }: { token: string }) {
  const shown = useQuery({ queryKey: ['appointment-link', token], queryFn: () => getAppointmentByLink(token), retry: false });
  const [changing, setChanging] = useState(false);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<{ appointment: AppointmentByLink; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const slots = useDriveSlots(shown.data?.driveId ?? 0, changing && !!shown.data);
  const move = useMutation({ mutationFn: (slotStart: string) => moveAppointmentByLink(token, slotStart) });
  const cancel = useMutation({ mutationFn: () => cancelAppointmentByLink(token) });

  if (done)
    return (
      <>
        <p className="alert alert-success" role="status">
          {done.text}
        </p>
        <AppointmentFacts appointment={done.appointment} />
      </>
    );
  if (shown.isPending) return <p>{L.loading}</p>;
  if (shown.isError) return <LinkFailure text={failureText(shown.error)} />;
  const appointment = shown.data;

  const pick = (slotStart: string) => {
    setFailure(null);
    move.mutate(slotStart, { onSuccess: (moved) => setDone({ appointment: moved, text: L.movedByLink }), onError: (error) => setFailure(failureText(error)) });
  };
  const confirmCancel = () => {
    setAsking(false);
    setFailure(null);
    cancel.mutate(undefined, { onSuccess: (cancelled) => setDone({ appointment: cancelled, text: L.cancelledByLink }), onError: (error) => setFailure(failureText(error)) });
  };

  return (
    <>
      <AppointmentFacts appointment={appointment} />
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary" aria-expanded={changing} onClick={() => setChanging((open) => !open)}>
          {T.change}
        </button>
        <button type="button" className="btn btn-outline-danger" disabled={cancel.isPending} onClick={() => setAsking(true)}>
          {T.cancel}
        </button>
      </div>
      {changing && (
        <section className="mt-3" aria-labelledby="change-title">
          <h2 id="change-title" className="h5">
            {T.changeTitle}
          </h2>
          {slots.isError && <p className="text-danger">{T.loadFailed}</p>}
          {slots.data && <SlotList slots={slots.data.filter((slot) => slot.start !== appointment.start)} busy={move.isPending} onPick={(slot) => pick(slot.start)} />}
        </section>
      )}
      <section className="mt-4" aria-labelledby="prepare-title">
        <h2 id="prepare-title" className="h5">
          {L.prepareTitle}
        </h2>
        <ul>
          {DONATION_PREPARATION.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <CancelAppointmentDialog show={asking} onKeep={() => setAsking(false)} onCancel={confirmCancel} />
    </>
  );
}
