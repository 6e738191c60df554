import { Stack } from '@mui/material';
import { type EventRecord, formatDateTime, type VolunteerRecord } from '@blood-donation/domain';
import { Field } from '../data/ListParts';
import { InfoDialog } from '../layout/InfoDialog';
import { useTranslate } from 'react-admin';

export function fullName(volunteer: Pick<VolunteerRecord, 'firstName' | 'lastName'>): string {
  return `${volunteer.firstName} ${volunteer.lastName}`;
}

/** 'Volunteer Details': everything the volunteer sent. */
export function VolunteerDetailsDialog({ volunteer, onClose }: { volunteer: VolunteerRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <InfoDialog open={volunteer !== null} onClose={onClose} titleId="volunteer-details-title" title="resources.volunteers.page.detailsTitle">
      {volunteer && (
        <Stack spacing={0.5}>
          <Field label="resources.volunteers.fields.name" value={fullName(volunteer)} />
          <Field label="resources.volunteers.fields.dob" value={volunteer.dob} />
          <Field label="resources.volunteers.fields.gender" value={volunteer.gender} />
          <Field label="resources.volunteers.fields.phone" value={volunteer.phone} />
          <Field label="resources.volunteers.fields.email" value={volunteer.email} />
          <Field label="resources.volunteers.fields.address" value={`${volunteer.address}, ${volunteer.city}, ${volunteer.state} ${volunteer.zipCode}`} />
          <Field label="resources.volunteers.fields.event" value={volunteer.event?.name ?? translate('resources.volunteers.page.allEvents')} />
          <Field label="resources.volunteers.fields.message" value={volunteer.message} />
        </Stack>
      )}
    </InfoDialog>
  );
}

/** 'Event Details': the event the volunteer signed up for. */
export function EventDetailsDialog({ event, onClose }: { event: EventRecord | null | undefined; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <InfoDialog open={event !== undefined} onClose={onClose} titleId="volunteer-event-title" title="resources.volunteers.page.eventTitle">
      {event ? (
        <Stack spacing={0.5}>
          <Field label="resources.events.fields.name" value={event.name} />
          <Field label="resources.events.fields.location" value={event.location} />
          <Field label="resources.events.fields.dateTime" value={formatDateTime(event.dateTime)} />
          <Field label="resources.events.fields.organizer" value={event.organizer} />
          <Field label="resources.events.fields.description" value={event.description} />
        </Stack>
      ) : (
        translate('resources.volunteers.page.noEvent')
      )}
    </InfoDialog>
  );
}
