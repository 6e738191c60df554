import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type EventRecord, formatDateTime, type VolunteerRecord } from '@blood-donation/domain';
import { Field } from '../data/ListParts';
import { VOLUNTEER_TEXTS } from './texts';

export function fullName(volunteer: Pick<VolunteerRecord, 'firstName' | 'lastName'>): string {
  return `${volunteer.firstName} ${volunteer.lastName}`;
}

/** 'Volunteer Details': everything the volunteer sent. */
export function VolunteerDetailsDialog({ volunteer, onClose }: { volunteer: VolunteerRecord | null; onClose: () => void }) {
  return (
    <Dialog open={volunteer !== null} onClose={onClose} aria-labelledby="volunteer-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="volunteer-details-title">{VOLUNTEER_TEXTS.detailsTitle}</DialogTitle>
      <DialogContent>
        {volunteer && (
          <Stack spacing={0.5}>
            <Field label="Name" value={fullName(volunteer)} />
            <Field label="Date of Birth" value={volunteer.dob} />
            <Field label="Gender" value={volunteer.gender} />
            <Field label="Phone" value={volunteer.phone} />
            <Field label="Email" value={volunteer.email} />
            <Field label="Address" value={`${volunteer.address}, ${volunteer.city}, ${volunteer.state} ${volunteer.zipCode}`} />
            <Field label="Event" value={volunteer.event?.name ?? VOLUNTEER_TEXTS.allEvents} />
            <Field label="Message" value={volunteer.message} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Event Details': the event the volunteer signed up for. */
export function EventDetailsDialog({ event, onClose }: { event: EventRecord | null | undefined; onClose: () => void }) {
  return (
    <Dialog open={event !== undefined} onClose={onClose} aria-labelledby="volunteer-event-title" fullWidth maxWidth="sm">
      <DialogTitle id="volunteer-event-title">{VOLUNTEER_TEXTS.eventTitle}</DialogTitle>
      <DialogContent>
        {event ? (
          <Stack spacing={0.5}>
            <Field label="Event" value={event.name} />
            <Field label="Location" value={event.location} />
            <Field label="Date and Time" value={formatDateTime(event.dateTime)} />
            <Field label="Organizer" value={event.organizer} />
            <Field label="Description" value={event.description} />
          </Stack>
        ) : (
          VOLUNTEER_TEXTS.noEvent
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
