import { DRIVE_SCREEN_TEXTS as T } from '@blood-donation/domain';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** 'Cancel this appointment?', asked before a donor's appointment is cancelled: from the dashboard or an emailed link. */
export function CancelAppointmentDialog({ show, onKeep, onCancel }: { show: boolean; onKeep: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      show={show}
      title={T.cancel}
      message={T.cancelQuestion}
      confirmLabel={T.cancel}
      confirmVariant="danger"
      cancelLabel={T.keep}
      onCancel={onKeep}
      onConfirm={onCancel}
    />
  );
}
