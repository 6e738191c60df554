import { DateTimeInput, TextInput, maxLength, required } from 'react-admin';

/**
 * The five event fields, shared by Create Event and the Edit Event modal, labelled resources.events.fields.<source>
 * (their forms are the events resource's).
 * The date-time is a datetime-local input in local time; DateTimeInput hands a Date to the form, which is sent as
 * ISO 8601 UTC.
 */
export function EventInputs({ descriptionRequired }: { descriptionRequired: boolean }) {
  return (
    <>
      <TextInput source="name" validate={[required('resources.events.validation.nameRequired'), maxLength(100, 'resources.events.validation.tooLong')]} />
      <TextInput
        source="location"
        validate={[required('resources.events.validation.locationRequired'), maxLength(100, 'resources.events.validation.tooLong')]}
      />
      <DateTimeInput source="dateTime" validate={required('resources.events.validation.dateTimeRequired')} />
      <TextInput
        source="organizer"
        validate={[required('resources.events.validation.organizerRequired'), maxLength(100, 'resources.events.validation.tooLong')]}
      />
      <TextInput
        source="description"
        multiline
        minRows={3}
        validate={
          descriptionRequired
            ? [required('resources.events.validation.descriptionRequired'), maxLength(2000, 'resources.events.validation.descriptionTooLong')]
            : maxLength(2000, 'resources.events.validation.descriptionTooLong')
        }
      />
    </>
  );
}
