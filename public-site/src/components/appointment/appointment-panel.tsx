import { type Appointment, DRIVE_SCREEN_TEXTS as T, formatDayIn, formatTimeIn } from '@blood-donation/domain';
import { useState } from 'react';
import { downloadAppointmentIcs } from '../../lib/appointment-ics';
import { useAppointmentChanges, useDriveEvent, useDriveSlots } from '../../lib/appointments';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { failureText } from './call-failure';
import { SlotList } from './slot-list';

/**
 * One open appointment: its day, time and place, then 'Add to calendar', 'Change' (pick another time of the same drive)
 * and 'Cancel' (asked first). The server's refusals are shown as it words them.
 */
export function AppointmentPanel({ appointment, onChanged }: { appointment: Appointment; onChanged?: (text: string) => void }) {
  const { data: event } = useDriveEvent(appointment.driveId);
  const [changing, setChanging] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const slots = useDriveSlots(appointment.driveId, changing);
  const { move, cancel } = useAppointmentChanges();
  const place = event ? { name: event.name, location: event.location } : null;

  const pick = (slotStart: string) => {
    setFailure(null);
    move.mutate(
      { id: appointment.id, slotStart },
      { onSuccess: () => (setChanging(false), onChanged?.(T.moved)), onError: (error) => setFailure(failureText(error)) },
    );
  };
  const confirmCancel = () => {
    setAsking(false);
    setFailure(null);
    cancel.mutate(appointment.id, { onSuccess: () => onChanged?.(T.cancelled), onError: (error) => setFailure(failureText(error)) });
  };

  return (
    <div>
      <dl className="event-facts mb-3">
        <dt>Date</dt>
        <dd>{formatDayIn(appointment.start, SITE_TIME_ZONE)}</dd>
        <dt>Time</dt>
        <dd>
          <time dateTime={appointment.start}>{formatTimeIn(appointment.start, SITE_TIME_ZONE)}</time> –{' '}
          <time dateTime={appointment.end}>{formatTimeIn(appointment.end, SITE_TIME_ZONE)}</time>
        </dd>
        {place && (
          <>
            <dt>Place</dt>
            <dd className="text-break">
              {place.name}, {place.location}
            </dd>
          </>
        )}
      </dl>
      {failure && (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={() => downloadAppointmentIcs(appointment, place)}>
          {T.addToCalendar}
        </button>
        <button type="button" className="btn btn-outline-primary" aria-expanded={changing} onClick={() => setChanging((open) => !open)}>
          {T.change}
        </button>
        <button type="button" className="btn btn-outline-danger" disabled={cancel.isPending} onClick={() => setAsking(true)}>
          {T.cancel}
        </button>
      </div>
      {changing && (
        <div className="mt-3">
          <h3 className="h6">{T.changeTitle}</h3>
          {slots.isError && <p className="text-danger">{T.loadFailed}</p>}
          {slots.data && <SlotList dayHeading="h4" slots={slots.data.filter((slot) => slot.start !== appointment.start)} busy={move.isPending} onPick={(slot) => pick(slot.start)} />}
        </div>
      )}
      <CancelAppointmentDialog show={asking} onKeep={() => setAsking(false)} onCancel={confirmCancel} />
    </div>
  );
}
