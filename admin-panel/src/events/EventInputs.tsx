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
      {/* The native field's parts (date, time, picker) give it a least width of 288 px, which at a pixel ratio of 3 made the
          page 370 px wide on a 360 px phone: sized from 0 and grown to the form's width, it has no least width. */}
      <DateTimeInput source="dateTime" parse={toIsoDateTime} sx={{ '& input': { width: 0, flexGrow: 1, minWidth: 0 } }} />
      <TextInput source="organizer" />
      <TextInput source="description" multiline minRows={3} />
    </>
  );
}
