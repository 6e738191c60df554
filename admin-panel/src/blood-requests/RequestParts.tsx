import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DeleteIcon from '@mui/icons-material/Delete';
import { useCloseNotification } from 'react-admin';
import { type BloodRequestRecord, formatDateTime, statusColors } from '@blood-donation/domain';
import { Field } from '../data/ListParts';
import { BadgeChip } from '../layout/BadgeChip';
import { BLOOD_REQUEST_TEXTS } from './texts';

// The pieces of the Blood Request History screen: status badge, row actions, details dialog, retry toast.

/** The status as a chip in its colour, the same as on the donor's Request History. */
export function StatusBadge({ status }: { status: string }) {
  return <BadgeChip label={status} colors={statusColors(status)} />;
}

export function RetryDeleteToast({ onRetry }: { onRetry: () => void }) {
  const close = useCloseNotification();
  return (
    <Alert
      severity="error"
      variant="filled"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            close();
            onRetry();
          }}
        >
          Retry
        </Button>
      }
    >
      {BLOOD_REQUEST_TEXTS.deleteFailed}
    </Alert>
  );
}

export function RequestActions({
  request,
  onStatus,
  onView,
  onDelete,
}: {
  request: BloodRequestRecord;
  onStatus: (request: BloodRequestRecord, action: 'approve' | 'reject') => void;
  onView: (request: BloodRequestRecord) => void;
  onDelete: (request: BloodRequestRecord) => void;
}) {
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton size="small" color="success" aria-label={`Approve request of ${request.name}`} onClick={() => onStatus(request, 'approve')}>
        <CheckCircleIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" color="warning" aria-label={`Reject request of ${request.name}`} onClick={() => onStatus(request, 'reject')}>
        <CancelIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" color="primary" aria-label={`View details of ${request.name}`} onClick={() => onView(request)}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" color="error" aria-label={`Delete request of ${request.name}`} onClick={() => onDelete(request)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

export function DetailsDialog({ request, onClose }: { request: BloodRequestRecord | null; onClose: () => void }) {
  const contact = request as (BloodRequestRecord & { contact?: string | null }) | null;
  return (
    <Dialog open={request !== null} onClose={onClose} aria-labelledby="request-details-title" fullWidth maxWidth="sm">
      <DialogTitle id="request-details-title">{BLOOD_REQUEST_TEXTS.detailsTitle}</DialogTitle>
      <DialogContent dividers>
        {request && (
          <Stack spacing={0.75}>
            <Field label="Name" value={request.name} />
            <Field label="Age" value={request.age} />
            <Field label="Blood Group" value={request.bloodGroup} />
            <Field label="Units" value={request.units} />
            <Field label="Disease" value={request.disease || '—'} />
            <Field label="Mobile" value={request.mobile} />
            <Field label="Gender" value={request.gender} />
            <Field label="Email" value={request.email} />
            <Field label="Contact" value={contact?.contact || request.mobile} />
            <Field label="Status" value={<StatusBadge status={request.status} />} />
            <Field label="Message" value={request.message || '—'} />
            <Field label="Created At" value={formatDateTime(request.createdAt)} />
            <Field label="Last Updated" value={formatDateTime(request.updatedAt)} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
