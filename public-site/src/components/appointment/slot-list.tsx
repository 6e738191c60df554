import { DRIVE_SCREEN_TEXTS as T, type DriveSlot, formatDayIn, formatTimeIn } from '@blood-donation/domain';
import { SITE_TIME_ZONE } from '../../lib/site-settings';

/** The slots of a drive by day (in the organisation's zone): each a button with its time and free places; full or past ones disabled. */
export function SlotList({
  slots,
  onPick,
  busy,
  dayHeading: DayHeading = 'h3',
  now = new Date(),
}: {
  slots: DriveSlot[];
  onPick: (slot: DriveSlot) => void;
  busy?: boolean;
  /** One level under the heading the list sits beneath. */
  dayHeading?: 'h3' | 'h4';
  now?: Date;
}) {
  const days = new Map<string, DriveSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = formatDayIn(slot.start, SITE_TIME_ZONE);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  if (days.size === 0) return <p className="mb-0">{T.noTimes}</p>;
  return (
    <>
      {[...days].map(([day, daySlots]) => (
        <section key={day} className="mb-3" aria-label={day}>
          <DayHeading className="h6">{day}</DayHeading>
          <ul className="list-unstyled row row-cols-2 row-cols-sm-3 row-cols-md-4 g-2 mb-0">
            {daySlots.map((slot) => {
              const full = slot.free <= 0;
              const closed = new Date(slot.start) <= now;
              return (
                <li className="col" key={slot.start}>
                  <button type="button" className="btn btn-outline-primary w-100 text-break" disabled={full || closed || busy} onClick={() => onPick(slot)}>
                    <time className="d-block fw-bold" dateTime={slot.start}>
                      {formatTimeIn(slot.start, SITE_TIME_ZONE)}
                    </time>
                    <span className="d-block small">{full ? T.full : T.freePlaces(slot.free)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
