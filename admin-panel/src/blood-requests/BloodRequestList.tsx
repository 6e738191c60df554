import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import {
  DataTable,
  SelectInput,
  useDataProvider,
  useNotify,
  useRefresh,
} from 'react-admin';
import { BLOOD_REQUEST_STATUSES, type BloodRequestRecord } from '@blood-donation/domain';
import { AdminListPage } from '../data/AdminListPage';
import { searchFilter } from '../data/listFilters';
import { CardGrid, EmptyMessage, Field, useListViewMode } from '../data/ListParts';
import type { AdminDataProvider } from '../data/dataProvider';
import { DetailsDialog, RequestActions, RetryDeleteToast, StatusBadge } from './RequestParts';
import { BLOOD_REQUESTS_TITLE, BLOOD_REQUEST_TEXTS } from './texts';

const requestFilters = [
  searchFilter(BLOOD_REQUEST_TEXTS.search),
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    emptyText={BLOOD_REQUEST_TEXTS.allStatus}
    choices={BLOOD_REQUEST_STATUSES.map((status) => ({ id: status, name: status }))}
  />,
];

function BloodRequestListBody() {
  const [mode] = useListViewMode('bloodRequests');
  const [viewing, setViewing] = useState<BloodRequestRecord | null>(null);
  const [deleting, setDeleting] = useState<BloodRequestRecord | null>(null);
  const [sending, setSending] = useState(false);
  const dataProvider = useDataProvider<AdminDataProvider>();
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
    <AdminListPage
      resource="bloodRequests"
      title={BLOOD_REQUESTS_TITLE}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={requestFilters}
      emptyText={BLOOD_REQUEST_TEXTS.empty}
      loadErrorText={BLOOD_REQUEST_TEXTS.loadError}
      queryOptions={{ onError: () => undefined }}
    >
      <BloodRequestListBody />
    </AdminListPage>
  );
}
