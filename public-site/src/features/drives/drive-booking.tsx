import { DRIVE_SCREEN_TEXTS as T } from '@blood-donation/domain';
import { useState } from 'react';
import { AppointmentPanel } from '../../components/appointment/appointment-panel';
import { failureText } from '../../components/appointment/call-failure';
import { SlotList } from '../../components/appointment/slot-list';
import { DriveWaitlist } from './drive-waitlist';
import { isOpen, useAppointmentChanges, useDriveEvent, useDriveSlots, useMyAppointments } from '../../lib/appointments';

/**
 * The drive's name and place, then either the donor's appointment at it (Add to calendar, Change, Cancel) or its times
 * to book, and the waitlist when they are all full. A refusal (full, closed, not eligible, another appointment open) is the server's text, as it is.
 */
export function DriveBooking({ driveId }: { driveId: number }) {
  const { data: event } = useDriveEvent(driveId);
  const slots = useDriveSlots(driveId);
  const appointments = useMyAppointments();
  const { book } = useAppointmentChanges();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mine = appointments.data?.find((one) => one.driveId === driveId && isOpen(one) && new Date(one.end) > new Date());

  const pick = (slotStart: string) => {
    setFailure(null);
    setNotice(null);
    book.mutate({ driveId, slotStart }, { onSuccess: () => setNotice(T.booked), onError: (error) => setFailure(failureText(error)) });
  };

  return (
    <>
      <h1 className="mb-1 text-break">{event?.name ?? T.bookATime}</h1>
      {event && <p className="text-body-secondary text-break mb-4">{event.location}</p>}
      <div aria-live="polite">{notice && <p className="alert alert-success">{notice}</p>}</div>
      {event?.drive === null ? (
        <p>{T.notADrive}</p>
      ) : mine ? (
        <section aria-labelledby="your-appointment-title">
          <h2 id="your-appointment-title" className="h4">
            {T.yourAppointment}
          </h2>
          <AppointmentPanel appointment={mine} onChanged={setNotice} />
        </section>
      ) : (
        <>
          <section aria-labelledby="drive-times-title">
            <h2 id="drive-times-title" className="h4">
              {T.timesTitle}
            </h2>
            {failure && (
              <p className="alert alert-danger" role="alert">
                {failure}
              </p>
            )}
            {slots.isError && <p className="text-danger">{T.loadFailed}</p>}
            {slots.data && <SlotList slots={slots.data} busy={book.isPending} onPick={(slot) => pick(slot.start)} />}
          </section>
          {slots.data && <DriveWaitlist driveId={driveId} />}
        </>
      )}
    </>
  );
}
