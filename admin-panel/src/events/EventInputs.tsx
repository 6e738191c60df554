import { DateTimeInput, TextInput } from 'react-admin';

/** The datetime-local text (local time) as the ISO 8601 UTC text the API's schema takes; '' (none chosen) stays ''. */
function toIsoDateTime(value: string): string {
  const instant = new Date(value);
  return value && !Number.isNaN(instant.getTime()) ? instant.toISOString() : value;
}

/**
 * The five event fields, shared by Create Event and the Edit Event modal, labelled resources.events.fields.<source>
 * (their forms are the events resource's). Their rules are the API's event schemas, given to each form as its resolver.
 * The date-time is a datetime-local input in local time, held by the form as ISO 8601 UTC. The forms send the values
 * as typed (`raw`): the schema's output holds the date-time as a Date, the API takes its text.
 */
export function EventInputs() {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="location" />
      <DateTimeInput source="dateTime" parse={toIsoDateTime} />
      <TextInput source="organizer" />
      <TextInput source="description" multiline minRows={3} />
    </>
  );
}
