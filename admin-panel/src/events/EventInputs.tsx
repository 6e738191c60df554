import { DateTimeInput, TextInput, maxLength, required } from 'react-admin';
import { EVENT_MESSAGES } from '@blood-donation/domain';
import { EVENT_LABELS } from './texts';

/**
 * The five event fields, shared by Create Event and the Edit Event modal. The date-time is a datetime-local
 * input in local time; DateTimeInput hands a Date to the form, which is sent as ISO 8601 UTC.
 */
export function EventInputs({ descriptionRequired }: { descriptionRequired: boolean }) {
  return (
    <>
      <TextInput source="name" label={EVENT_LABELS.name} validate={[required(EVENT_MESSAGES.nameRequired), maxLength(100, EVENT_MESSAGES.tooLong)]} />
      <TextInput
        source="location"
        label={EVENT_LABELS.location}
        validate={[required(EVENT_MESSAGES.locationRequired), maxLength(100, EVENT_MESSAGES.tooLong)]}
      />
      <DateTimeInput source="dateTime" label={EVENT_LABELS.dateTime} validate={required(EVENT_MESSAGES.dateTimeRequired)} />
      <TextInput
        source="organizer"
        label={EVENT_LABELS.organizer}
        validate={[required(EVENT_MESSAGES.organizerRequired), maxLength(100, EVENT_MESSAGES.tooLong)]}
      />
      <TextInput
        source="description"
        label={EVENT_LABELS.description}
        multiline
        minRows={3}
        validate={
          descriptionRequired
            ? [required(EVENT_MESSAGES.descriptionRequired), maxLength(2000, EVENT_MESSAGES.descriptionTooLong)]
            : maxLength(2000, EVENT_MESSAGES.descriptionTooLong)
        }
      />
    </>
  );
}
