import { DRIVE_SCREEN_TEXTS as T, driveBookingPath, type EventRecord } from '@blood-donation/domain';
import { Link } from 'react-router-dom';
import { freePlaces } from '../../lib/drive-event';

/** For a drive: 'Book a time' to its booking page, and how many places are free; nothing for a plain event. */
export function BookATime({ event, className = '' }: { event: EventRecord; className?: string }) {
  const free = freePlaces(event);
  if (free === null) return null;
  return (
    <span className={`d-inline-flex flex-wrap align-items-center gap-2 ${className}`}>
      <Link className="btn btn-success btn-sm" to={driveBookingPath(event.id)} aria-label={`${T.bookATimeAt(event.name)}, ${T.freePlaces(free)}`}>
        {T.bookATime}
      </Link>
      <span className="small" aria-hidden="true">
        {T.freePlaces(free)}
      </span>
    </span>
  );
}
