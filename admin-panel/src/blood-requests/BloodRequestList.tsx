import { useState } from 'react';
import { Box } from '@mui/material';
import { DataTable, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { BLOOD_REQUEST_STATUSES, type BloodRequestRecord } from '@blood-donation/domain';
import { AdminListPage } from '../data/AdminListPage';
import { choiceFilter, searchFilter } from '../data/listFilters';
import { CardGrid, EmptyMessage, useListViewMode } from '../data/ListParts';
import { RecordCard } from '../data/RecordCard';
import type { AdminDataProvider } from '../data/dataProvider';
import { describeFailure } from '../data/httpErrors';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';
import { NEWEST_FIRST, neededByOf, placeFilters, UrgentCell, UrgentChip, UrgentFirstButton } from './RequestPlace';
import { type AdminMove, DetailsDialog, RequestActions, RetryDeleteToast, StatusBadge } from './RequestParts';

/** The toast of each move done (the spec's approve and reject texts). */
const DONE: Record<AdminMove, string> = { approve: 'approved', reject: 'rejected', fulfil: 'fulfilled' };

const requestFilters = [
  searchFilter('resources.bloodRequests.page.search'),
  choiceFilter('status', 'resources.bloodRequests.page.allStatus', BLOOD_REQUEST_STATUSES),
  ...placeFilters,
];

function BloodRequestListBody() {
  const [mode] = useListViewMode('bloodRequests');
  const [viewing, setViewing] = useState<BloodRequestRecord | null>(null);
  const [deleting, setDeleting] = useState<BloodRequestRecord | null>(null);
  const [rejecting, setRejecting] = useState<BloodRequestRecord | null>(null);
  const [approving, setApproving] = useState<BloodRequestRecord | null>(null);
  const [sending, setSending] = useState(false);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();

  /**
   * Sends a move. Approve and reject failing say the spec's 'Failed to update status'; a refused Mark fulfilled (409:
   * the request changed meanwhile) shows the server's reason.
   */
  const changeStatus = async (request: BloodRequestRecord, action: AdminMove, reason = '') => {
    setSending(true);
    try {
      if (action === 'approve') await dataProvider.approveBloodRequest(request.id);
      else if (action === 'reject') await dataProvider.rejectBloodRequest(request.id, reason);
      else await dataProvider.fulfilBloodRequest(request.id);
      notify(`resources.bloodRequests.page.${DONE[action]}`, { type: 'success' });
    } catch (failure) {
      const { status, serverMessage } = describeFailure(failure);
      notify(action === 'fulfil' && status === 409 && serverMessage ? serverMessage : 'resources.bloodRequests.page.statusFailed', { type: 'error' });
    } finally {
      setRejecting(null);
      setApproving(null);
      setSending(false);
      refresh();
    }
  };

  const remove = async (request: BloodRequestRecord) => {
    setSending(true);
    try {
      await dataProvider.delete('bloodRequests', { id: request.id, previousData: request });
      notify('resources.bloodRequests.page.deleted', { type: 'success' });
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
    <RequestActions request={request} onStatus={(one, action) => (action === 'reject' ? setRejecting(one) : action === 'approve' ? setApproving(one) : void changeStatus(one, action))} onView={setViewing} onDelete={setDeleting} />
  );

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pb: 1 }}>
        <UrgentFirstButton />
      </Box>
      {mode === 'table' ? (
        // Its own width does not widen the page: between the tablet and a wide screen the table scrolls in here.
        <Box sx={{ contain: 'inline-size', overflowX: 'auto' }}>
          <DataTable<BloodRequestRecord>
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyMessage message="resources.bloodRequests.page.empty" />}
          >
            {/* Column headers: resources.bloodRequests.fields.<source>. */}
            <DataTable.Col source="name" />
            <DataTable.Col source="bloodGroup" />
            <DataTable.NumberCol source="units" />
            {/* The disease is on the cards and in the details: the table keeps room for where and how soon. */}
            <DataTable.Col source="city" render={(request: BloodRequestRecord) => request.city || '—'} />
            <DataTable.Col source="hospital" disableSort render={(request: BloodRequestRecord) => request.hospital || '—'} />
            <DataTable.Col source="neededBy" render={neededByOf} />
            <DataTable.Col source="urgent" render={(request: BloodRequestRecord) => <UrgentCell request={request} />} />
            <DataTable.Col source="status" render={(request: BloodRequestRecord) => <StatusBadge status={request.status} />} />
            <DataTable.Col label="admin.list.actions" disableSort render={actions} />
          </DataTable>
        </Box>
      ) : (
        <CardGrid<BloodRequestRecord> renderCard={(request) => (
          <RecordCard
            heading={
              <>
                {request.name} {request.urgent && <UrgentChip />}
              </>
            }
            fields={{
              bloodGroup: request.bloodGroup,
              disease: request.disease || '—',
              units: request.units,
              city: request.city || '—',
              hospital: request.hospital || '—',
              neededBy: neededByOf(request),
              status: <StatusBadge status={request.status} />,
            }}
            actions={actions(request)}
          />
        )} />
      )}
      <DetailsDialog request={viewing} onClose={() => setViewing(null)} />
      {rejecting && (
        <RejectDialog request={rejecting} sending={sending} onCancel={() => setRejecting(null)} onReject={(reason) => void changeStatus(rejecting, 'reject', reason)} />
      )}
      {approving && <ApproveDialog request={approving} sending={sending} onCancel={() => setApproving(null)} onApprove={() => void changeStatus(approving, 'approve')} />}
      {deleting && (
        <ConfirmDialog id="delete-request" title="resources.bloodRequests.page.deleteTitle" confirm="admin.action.delete" color="error" sending={sending} onCancel={() => setDeleting(null)} onConfirm={() => void remove(deleting)}>
          {translate('resources.bloodRequests.page.deleteQuestion')}
        </ConfirmDialog>
      )}
    </>
  );
}

/** /bloodRequests: every blood request, its approval (or rejection, with a reason), fulfilment, details and removal (spec section 2). */
export function BloodRequestList() {
  return (
    <AdminListPage
      resource="bloodRequests"
      title="resources.bloodRequests.page.title"
      perPage={10}
      sort={NEWEST_FIRST}
      filters={requestFilters}
      emptyText="resources.bloodRequests.page.empty"
      loadErrorText="resources.bloodRequests.page.loadError"
      queryOptions={{ onError: () => undefined }}
    >
      <BloodRequestListBody />
    </AdminListPage>
  );
}
