import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../data/dataProvider';
import type { DriveSessionText } from '../data/driveCalls';
import { describeFailure } from '../data/httpErrors';
import { ConfirmDialog } from '../layout/ConfirmDialog';

interface Refused {
  eventId: Identifier;
  sessions: DriveSessionText[] | null;
  /** The server's 409 text: how many bookings the change would cancel. */
  text: string;
}

/**
 * Saves an event's drive (null sessions: a plain event again). When the server refuses with 409 because booked
 * appointments would be cancelled, its text is shown in a dialog whose confirm repeats the call with ?confirm=true.
 */
export function useDriveSaver() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [refused, setRefused] = useState<Refused | null>(null);
  const [sending, setSending] = useState(false);

  const save = async (eventId: Identifier, sessions: DriveSessionText[] | null, confirm = false): Promise<boolean> => {
    setSending(true);
    try {
      await dataProvider.saveDrive(eventId, sessions, confirm);
      setRefused(null);
      notify(sessions ? 'resources.events.drive.saved' : 'resources.events.drive.removed', { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      const { status, serverMessage } = describeFailure(error);
      if (status === 409 && !confirm) setRefused({ eventId, sessions, text: serverMessage ?? '' });
      else {
        setRefused(null);
        notify(serverMessage ?? 'resources.events.drive.saveFailed', { type: 'error' });
      }
      return false;
    } finally {
      setSending(false);
    }
  };

  const dialog = refused && (
    <ConfirmDialog
      id="drive-confirm"
      title="resources.events.drive.confirmTitle"
      confirm="resources.events.drive.confirmAction"
      color="error"
      sending={sending}
      onCancel={() => setRefused(null)}
      onConfirm={() => void save(refused.eventId, refused.sessions, true)}
    >
      {refused.text}
    </ConfirmDialog>
  );
  return { save, sending, dialog };
}
