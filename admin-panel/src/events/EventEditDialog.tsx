import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, useNotify, useTranslate, useUpdate } from 'react-admin';
import { eventUpdateSchema, type EventRecord } from '@blood-donation/domain';
import { FormDialogActions } from '../layout/FormDialogActions';
import type { WithDrive } from '../data/driveCalls';
import { DriveAtAGlance } from '../drive-desk/DriveAtAGlance';
import { DriveSection } from './DriveSection';
import { EventInputs } from './EventInputs';

/**
 * The Edit Event modal: all five fields required (its schema), Cancel and Save; the server's answer replaces the list item.
 * Its 'Donation drive' section saves on its own (Save drive).
 */
export function EventEditDialog({ event, onClose }: { event: EventRecord | null; onClose: () => void }) {
  const [update] = useUpdate<EventRecord>();
  const notify = useNotify();
  const translate = useTranslate();

  const save = (data: Record<string, unknown>) =>
    event &&
    update(
      'events',
      { id: event.id, data, previousData: event },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.events.page.updated', { type: 'success' });
          onClose();
        },
        onError: () => notify('resources.events.page.updateFailed', { type: 'error' }),
      },
    );

  return (
    <Dialog open={event !== null} onClose={onClose} aria-labelledby="edit-event-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-event-title">{translate('resources.events.page.editTitle')}</DialogTitle>
      {event && (
        <Form resource="events" record={event} resolver={zodResolver(eventUpdateSchema, undefined, { raw: true })} onSubmit={save}>
          <DialogContent>
            <EventInputs />
            {(event as EventRecord & WithDrive).drive && <DriveAtAGlance driveId={event.id} name={event.name} />}
            <DriveSection key={event.id} event={event as EventRecord & WithDrive} />
          </DialogContent>
          <FormDialogActions onCancel={onClose} />
        </Form>
      )}
    </Dialog>
  );
}
