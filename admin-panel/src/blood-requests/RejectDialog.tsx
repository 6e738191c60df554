import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AnswerField } from '../layout/AnswerField';
import { STATUS_NOTE_MAX_LENGTH, STATUS_NOTE_MESSAGES, type BloodRequestRecord } from '@blood-donation/domain';

/** What is wrong with the reason (a message, or a message key), or null. */
function validate(reason: string): string | null {
  if (!reason.trim()) return 'resources.bloodRequests.page.rejectReasonRequired';
  if (reason.trim().length > STATUS_NOTE_MAX_LENGTH) return STATUS_NOTE_MESSAGES.tooLong;
  return null;
}

/**
 * Reject: the admin gives the reason (required here, though the API keeps it optional), which the requester is
 * shown. `onReject` sends it; the dialog stays open while it is sent. Mounted per request.
 */
export function RejectDialog({
  request,
  sending,
  onCancel,
  onReject,
}: {
  request: BloodRequestRecord;
  sending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(reason);
    setError(problem);
    if (!problem) onReject(reason.trim());
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="reject-request-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reject-request-title">{translate('resources.bloodRequests.page.rejectTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('resources.bloodRequests.page.rejectOf', { name: request.name })}</DialogContentText>
          <AnswerField
            label={translate('resources.bloodRequests.page.rejectReason')}
            value={reason}
            onChange={setReason}
            minRows={3}
            error={error}
            hint={translate('resources.bloodRequests.page.rejectReasonHelp')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('admin.action.cancel')}</Button>
          <Button type="submit" color="warning" variant="contained" disabled={sending}>
            {translate('resources.bloodRequests.page.rejectConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
