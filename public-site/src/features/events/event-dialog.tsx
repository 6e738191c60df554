import { type EventRecord, formatDateTime } from '@blood-donation/domain';
import { DetailsDialog } from '../../components/data-list/details-dialog';
import { BookATime } from './book-a-time';
import { EVENTS_TEXTS } from './texts';

/** Learn More: the full description, organizer, date and time, location and Close; for a drive, Book a time too. */
export function EventDialog({ event, onClose }: { event: EventRecord | null; onClose: () => void }) {
  return (
    <DetailsDialog
      show={event !== null}
      title={event?.name ?? ''}
      onClose={onClose}
      action={event && <BookATime event={event} className="me-auto" />}
      fields={
        event
          ? [
              { label: 'Description', value: event.description?.trim() || EVENTS_TEXTS.descriptionFallback },
              { label: 'Organizer', value: event.organizer },
              { label: 'Date and time', value: formatDateTime(event.dateTime) },
              { label: 'Location', value: event.location },
            ]
          : []
      }
    />
  );
}
