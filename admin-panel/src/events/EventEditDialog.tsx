import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, useNotify, useUpdate } from 'react-admin';
import type { EventRecord } from '@blood-donation/domain';
import { EventInputs } from './EventInputs';
import { EVENT_TEXTS } from './texts';

/** The Edit Event modal: all five fields required, Cancel and Save; the server's answer replaces the list item. */
export function EventEditDialog({ event, onClose }: { event: EventRecord | null; onClose: () => void }) {
  const [update] = useUpdate<EventRecord>();
  const notify = useNotify();

  const save = (data: Record<string, unknown>) =>
    event &&
    update(
      'events',
      { id: event.id, data, previousData: event },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(EVENT_TEXTS.updated, { type: 'success' });
          onClose();
        },
        onError: () => notify(EVENT_TEXTS.updateFailed, { type: 'error' }),
      },
    );

  return (
    <Dialog open={event !== null} onClose={onClose} aria-labelledby="edit-event-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-event-title">{EVENT_TEXTS.editTitle}</DialogTitle>
      {event && (
        <Form record={event} onSubmit={save}>
          <DialogContent>
            <EventInputs descriptionRequired />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <SaveButton label="Save" icon={<></>} alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
