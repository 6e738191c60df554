import { Alert, Button, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DeleteIcon from '@mui/icons-material/Delete';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useCloseNotification, useTranslate } from 'react-admin';
import { useMayAccess } from '../auth/useMayAccess';
import { BLOOD_REQUEST_TRANSITIONS, type BloodRequestRecord, canTransition, formatDateTime, statusColors } from '@blood-donation/domain';
import { Field } from '../data/ListParts';
import { BadgeChip } from '../layout/BadgeChip';
import { InfoDialog } from '../layout/InfoDialog';
import { MatchesButton } from './MatchesDialog';
import { RequestActionButton } from './RequestActionButton';
import { neededByOf, Urgency } from './RequestPlace';

// The pieces of the Blood Request History screen: status badge, row actions, details dialog, retry toast.

/** The status as a chip in its colour, the same as on the donor's Request History. */
export function StatusBadge({ status }: { status: string }) {
  return <BadgeChip label={status} colors={statusColors(status)} />;
}

export function RetryDeleteToast({ onRetry }: { onRetry: () => void }) {
  const close = useCloseNotification();
  const translate = useTranslate();
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
          {translate('admin.action.retry')}
        </Button>
      }
    >
      {translate('resources.bloodRequests.page.deleteFailed')}
    </Alert>
  );
}

/** What an admin does to a request from its row. */
export type AdminMove = 'approve' | 'reject' | 'fulfil';

/**
 * A move is offered where it changes something: allowed from the request's status and not leading to the status it
 * already has (no approve tick on an Approved request, no reject on a Rejected one).
 */
export function isApplicable(request: BloodRequestRecord, move: AdminMove): boolean {
  return canTransition(request.status, move) && request.status !== BLOOD_REQUEST_TRANSITIONS[move].to;
}

/** The moves that apply (see isApplicable), details, matches, delete (admins). */
export function RequestActions({
  request,
  onStatus,
  onView,
  onDelete,
}: {
  request: BloodRequestRecord;
  onStatus: (request: BloodRequestRecord, action: AdminMove) => void;
  onView: (request: BloodRequestRecord) => void;
  onDelete: (request: BloodRequestRecord) => void;
}) {
  const translate = useTranslate();
  const named = { name: request.name };
  const allowed = (move: AdminMove) => isApplicable(request, move);
  const mayDelete = useMayAccess()({ resource: 'bloodRequests', action: 'delete' });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
      {allowed('approve') && (
        <RequestActionButton color="success" label={translate('resources.bloodRequests.page.approveOf', named)} icon={<CheckCircleIcon fontSize="small" />} onClick={() => onStatus(request, 'approve')} />
      )}
      {allowed('reject') && (
        <RequestActionButton color="warning" label={translate('resources.bloodRequests.page.rejectOf', named)} icon={<CancelIcon fontSize="small" />} onClick={() => onStatus(request, 'reject')} />
      )}
      {allowed('fulfil') && (
        <RequestActionButton color="info" label={translate('resources.bloodRequests.page.fulfilOf', named)} icon={<TaskAltIcon fontSize="small" />} onClick={() => onStatus(request, 'fulfil')} />
      )}
      <RequestActionButton color="primary" label={translate('admin.action.viewDetailsOf', named)} icon={<VisibilityIcon fontSize="small" />} onClick={() => onView(request)} />
      <MatchesButton request={request} />
      {mayDelete && (
        <RequestActionButton color="error" label={translate('resources.bloodRequests.page.deleteOf', named)} icon={<DeleteIcon fontSize="small" />} onClick={() => onDelete(request)} />
      )}
    </Stack>
  );
}

export function DetailsDialog({ request, onClose }: { request: BloodRequestRecord | null; onClose: () => void }) {
  const contact = request as (BloodRequestRecord & { contact?: string | null }) | null;
  return (
    <InfoDialog open={request !== null} onClose={onClose} titleId="request-details-title" title="resources.bloodRequests.page.detailsTitle" dividers>
      {request && (
        <Stack spacing={0.75}>
          <Field label="resources.bloodRequests.details.name" value={request.name} />
          <Field label="resources.bloodRequests.details.age" value={request.age} />
          <Field label="resources.bloodRequests.details.bloodGroup" value={request.bloodGroup} />
          <Field label="resources.bloodRequests.details.units" value={request.units} />
          <Field label="resources.bloodRequests.details.disease" value={request.disease || '—'} />
          <Field label="resources.bloodRequests.details.mobile" value={request.mobile} />
          <Field label="resources.bloodRequests.details.gender" value={request.gender} />
          <Field label="resources.bloodRequests.details.email" value={request.email} />
          <Field label="resources.bloodRequests.details.contact" value={contact?.contact || request.mobile} />
          <Field label="resources.bloodRequests.details.city" value={request.city || '—'} />
          <Field label="resources.bloodRequests.details.hospital" value={request.hospital || '—'} />
          <Field label="resources.bloodRequests.details.neededBy" value={neededByOf(request)} />
          <Field label="resources.bloodRequests.details.urgent" value={<Urgency request={request} />} />
          <Field label="resources.bloodRequests.details.status" value={<StatusBadge status={request.status} />} />
          <Field label="resources.bloodRequests.details.message" value={request.message || '—'} />
          <Field label="resources.bloodRequests.details.createdAt" value={formatDateTime(request.createdAt)} />
          <Field label="resources.bloodRequests.details.updatedAt" value={formatDateTime(request.updatedAt)} />
        </Stack>
      )}
    </InfoDialog>
  );
}
