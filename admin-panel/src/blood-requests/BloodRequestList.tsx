import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataTable,
  List,
  Pagination,
  SelectInput,
  TextInput,
  useCloseNotification,
  useDataProvider,
  useNotify,
  useRefresh,
  type DataProvider,
} from 'react-admin';
import { BLOOD_REQUEST_STATUSES, type BloodRequestRecord } from '@blood-donation/domain';
import { PageTitle } from '../layout/PageTitle';
import { CardGrid, EmptyMessage, Field, ListActions, ListLoadError, useListViewMode } from '../data/ListParts';
import type { BloodRequestMethods } from '../data/donorRoutes';

export const BLOOD_REQUESTS_TITLE = 'Blood Request History';
export const BLOOD_REQUEST_TEXTS = {
  search: 'Search by name, blood group or mobile',
  allStatus: 'All Status',
  empty: 'No requests found',
  loadError: 'Failed to fetch blood requests. Please try again later.',
  approved: 'Request approved successfully!',
  rejected: 'Request rejected successfully!',
  statusFailed: 'Failed to update status',
  detailsTitle: 'Request Details',
  deleteTitle: 'Confirm Deletion',
  deleteQuestion: 'Are you sure you want to delete this request?',
  deleted: 'Request deleted successfully.',
  deleteFailed: 'Failed to delete request.',
} as const;

const requestFilters = [
  <TextInput
    key="q"
    source="q"
    label={false}
    placeholder={BLOOD_REQUEST_TEXTS.search}
    alwaysOn
    resettable
    slotProps={{ htmlInput: { 'aria-label': BLOOD_REQUEST_TEXTS.search } }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText={BLOOD_REQUEST_TEXTS.allStatus}
    choices={BLOOD_REQUEST_STATUSES.map((status) => ({ id: status, name: status }))}
  />,
];

function statusColour(status: string): 'success' | 'error' | 'warning' {
  if (status === 'Approved') return 'success';
  if (status === 'Rejected') return 'error';
  return 'warning';
}

/** The status as a coloured dot and its word. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
      <Badge variant="dot" color={statusColour(status)} sx={{ ml: 0.5 }} aria-hidden>
        <span />
      </Badge>
      {status}
    </Box>
  );
}

function localDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

type AdminProvider = DataProvider & BloodRequestMethods;

function RetryDeleteToast({ onRetry }: { onRetry: () => void }) {
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

function RequestActions({
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

function DetailsDialog({ request, onClose }: { request: BloodRequestRecord | null; onClose: () => void }) {
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
            <Field label="Created At" value={localDateTime(request.createdAt)} />
            <Field label="Last Updated" value={localDateTime(request.updatedAt)} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function BloodRequestListBody() {
  const [mode] = useListViewMode('bloodRequests');
  const [viewing, setViewing] = useState<BloodRequestRecord | null>(null);
  const [deleting, setDeleting] = useState<BloodRequestRecord | null>(null);
  const [sending, setSending] = useState(false);
  const dataProvider = useDataProvider<AdminProvider>();
  const notify = useNotify();
  const refresh = useRefresh();

  const changeStatus = async (request: BloodRequestRecord, action: 'approve' | 'reject') => {
    try {
      if (action === 'approve') await dataProvider.approveBloodRequest(request.id);
      else await dataProvider.rejectBloodRequest(request.id);
      notify(action === 'approve' ? BLOOD_REQUEST_TEXTS.approved : BLOOD_REQUEST_TEXTS.rejected, { type: 'success' });
    } catch {
      notify(BLOOD_REQUEST_TEXTS.statusFailed, { type: 'error' });
    } finally {
      refresh();
    }
  };

  const remove = async (request: BloodRequestRecord) => {
    setSending(true);
    try {
      await dataProvider.delete('bloodRequests', { id: request.id, previousData: request });
      notify(BLOOD_REQUEST_TEXTS.deleted, { type: 'success' });
      setDeleting(null);
      refresh();
    } catch {
      setDeleting(null);
      notify(<RetryDeleteToast onRetry={() => void remove(request)} />, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const actions = (request: BloodRequestRecord) => (
    <RequestActions request={request} onStatus={changeStatus} onView={setViewing} onDelete={setDeleting} />
  );

  return (
    <>
      {mode === 'table' ? (
        <DataTable<BloodRequestRecord>
          bulkActionButtons={false}
          rowClick={false}
          empty={<EmptyMessage>{BLOOD_REQUEST_TEXTS.empty}</EmptyMessage>}
        >
          <DataTable.Col source="name" label="Patient Name" />
          <DataTable.Col source="bloodGroup" label="Blood Group" />
          <DataTable.Col source="disease" label="Disease" disableSort />
          <DataTable.NumberCol source="units" label="Units" />
          <DataTable.Col source="status" label="Status" render={(request) => <StatusBadge status={request.status} />} />
          <DataTable.Col label="Actions" disableSort render={actions} />
        </DataTable>
      ) : (
        <CardGrid<BloodRequestRecord>
          empty={BLOOD_REQUEST_TEXTS.empty}
          renderCard={(request) => (
            <>
              <Typography variant="h6" component="h2">
                {request.name}
              </Typography>
              <Field label="Blood Group" value={request.bloodGroup} />
              <Field label="Disease" value={request.disease || '—'} />
              <Field label="Units" value={request.units} />
              <Field label="Status" value={<StatusBadge status={request.status} />} />
              {actions(request)}
            </>
          )}
        />
      )}
      <DetailsDialog request={viewing} onClose={() => setViewing(null)} />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-request-title"
        aria-describedby="delete-request-text"
      >
        <DialogTitle id="delete-request-title">{BLOOD_REQUEST_TEXTS.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-request-text">{BLOOD_REQUEST_TEXTS.deleteQuestion}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={sending} onClick={() => deleting && void remove(deleting)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** /bloodRequests: every blood request, its approval, details and removal (spec section 2). */
export function BloodRequestList() {
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageTitle title={BLOOD_REQUESTS_TITLE} />
      <Typography variant="h4" component="h1" gutterBottom>
        {BLOOD_REQUESTS_TITLE}
      </Typography>
      <List
        resource="bloodRequests"
        title={false}
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={requestFilters}
        actions={<ListActions resource="bloodRequests" />}
        pagination={<Pagination rowsPerPageOptions={[5, 10, 25]} />}
        empty={<EmptyMessage>{BLOOD_REQUEST_TEXTS.empty}</EmptyMessage>}
        error={<ListLoadError message={BLOOD_REQUEST_TEXTS.loadError} />}
        queryOptions={{ onError: () => undefined }}
      >
        <BloodRequestListBody />
      </List>
    </Box>
  );
}
