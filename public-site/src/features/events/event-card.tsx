import { type EventRecord, formatDateTime } from '@blood-donation/domain';
import type { ReactNode } from 'react';
import { BookATime } from './book-a-time';
import { previewText } from './event-texts';

/** The calendar tile beside an event (hidden from screen readers: the card's date and time say it in full). */
function dateBadge(iso: string): { day: string; month: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return {
    day: date.toLocaleDateString(undefined, { day: '2-digit' }),
    month: date.toLocaleDateString(undefined, { month: 'short' }),
  };
}

/** An event: date badge, name (h3, or h2), description preview, organizer, date/time, location and the card's buttons. */
export function EventCard({
  event,
  onLearnMore,
  actions,
  headingLevel = 3,
}: {
  event: EventRecord;
  onLearnMore: (event: EventRecord) => void;
  actions?: ReactNode;
  /** 3 under a section's h2; 2 straight under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const badge = dateBadge(event.dateTime);
  return (
    <article className="card event-card h-100 shadow-sm">
      <div className="card-body d-flex flex-column">
        <div className="d-flex align-items-start gap-3 mb-2">
          {badge && (
            <div className="event-date-badge text-center rounded" aria-hidden="true">
              <span className="d-block fs-4 fw-bold lh-1">{badge.day}</span>
              <span className="d-block small text-uppercase">{badge.month}</span>
            </div>
          )}
          <Heading className="h5 card-title mb-0">{event.name}</Heading>
        </div>
        <p className="card-text text-break">{previewText(event.description)}</p>
        <dl className="event-facts small mb-3">
          <dt>Organizer</dt>
          <dd>{event.organizer}</dd>
          <dt>Date and time</dt>
          <dd>
            <time dateTime={event.dateTime}>{formatDateTime(event.dateTime)}</time>
          </dd>
          <dt>Location</dt>
          <dd>{event.location}</dd>
        </dl>
        <div className="mt-auto d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary btn-sm" aria-label={`Learn More about ${event.name}`} onClick={() => onLearnMore(event)}>
            Learn More
          </button>
          <BookATime event={event} />
          {actions}
        </div>
      </div>
    </article>
  );
}
