import { DRIVE_SCREEN_TEXTS as T, formatDayIn, formatTimeIn } from '@blood-donation/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AppointmentPanel } from '../../components/appointment/appointment-panel';
import { splitAppointments, useMyAppointments } from '../../lib/appointments';
import { PATHS } from '../../lib/paths';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { AppointmentOutcome } from './appointment-outcome';
import { DonorPanel } from './donor-panel';

/** The donor's next appointment at a drive (Add to calendar, Change, Cancel), then the earlier ones with what came of them. */
export function AppointmentsCard() {
  const { data, isError } = useMyAppointments();
  const [notice, setNotice] = useState<string | null>(null);
  const { next, past } = splitAppointments(data ?? []);
  return (
    <DonorPanel id="appointments-title" title={T.nextAppointment}>
      <div aria-live="polite">{notice && <p className="alert alert-success">{notice}</p>}</div>
      {isError && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {data && next && <AppointmentPanel appointment={next} onChanged={setNotice} />}
      {data && !next && (
        <p>
          {T.noAppointment} <Link to={PATHS.events}>{T.findDrive}</Link>
        </p>
      )}
      {past.length > 0 && (
        <>
          <h3 className="h6 mt-4">{T.pastAppointments}</h3>
          <ul className="list-unstyled mb-0">
            {past.map((appointment) => (
              <li key={appointment.id} className="d-flex flex-wrap justify-content-between gap-2 border-top py-2">
                <span>
                  {formatDayIn(appointment.start, SITE_TIME_ZONE)}, <time dateTime={appointment.start}>{formatTimeIn(appointment.start, SITE_TIME_ZONE)}</time>
                </span>
                <span className="fw-bold">{T.statuses[appointment.status]}</span>
                <AppointmentOutcome outcome={appointment.outcome} />
              </li>
            ))}
          </ul>
        </>
      )}
    </DonorPanel>
  );
}
