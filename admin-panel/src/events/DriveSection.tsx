import { useState } from 'react';
import { Button } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { downloadFile, type EventRecord } from '@blood-donation/domain';
import { unlessStepUpCancelled } from '../auth/step-up';
import type { AdminDataProvider } from '../data/dataProvider';
import type { WithDrive } from '../data/driveCalls';
import { DriveFields } from './DriveFields';
import { type DraftErrors, draftOf, sessionsOf } from './driveDraft';
import { useDriveSaver } from './useDriveSaver';

/** The Edit Event modal's 'Donation drive': mark it a drive and set its sessions, or make it plain again; Save drive. */
export function DriveSection({ event }: { event: EventRecord & WithDrive }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => draftOf(event.drive));
  const [errors, setErrors] = useState<DraftErrors>({});
  const { save, sending, dialog } = useDriveSaver();
  const wasDrive = Boolean(event.drive);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const exportAppointments = () =>
    dataProvider
      .exportDriveAppointments(event.id)
      .then(({ data, fileName }) => downloadFile(data, fileName))
      .catch((error: unknown) => notify(unlessStepUpCancelled(error, 'admin.list.exportFailed'), { type: 'error' }));

  const saveDrive = () => {
    if (!draft.isDrive) return void save(event.id, null);
    const checked = sessionsOf(draft);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    void save(event.id, checked.sessions);
  };

  return (
    <>
      <DriveFields level={3} draft={draft} errors={errors} onChange={setDraft} />
      {(draft.isDrive || wasDrive) && (
        <Button variant="outlined" disabled={sending} onClick={saveDrive} sx={{ minHeight: 44, mt: 1, display: 'flex' }}>
          {translate('resources.events.drive.save')}
        </Button>
      )}
      {wasDrive && (
        <Button variant="text" onClick={() => void exportAppointments()} sx={{ minHeight: 44, mt: 1, display: 'flex' }}>
          {translate('resources.events.drive.exportAppointments')}
        </Button>
      )}
      {dialog}
    </>
  );
}
