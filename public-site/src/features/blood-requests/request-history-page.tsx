import { useState } from 'react';
import { DetailsDialog, useDialogItem } from '../../components/data-list/details-dialog';
import { orNotAvailable } from '../../components/data-list/field-list';
import { LoadState } from '../../components/data-list/load-state';
import { type Column, PagedList } from '../../components/data-list/paged-list';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteBloodRequest } from './api/delete-blood-request';
import { type BloodRequest, useOwnRequests } from './api/get-own-requests';
import { DonorHelpers } from './donor-helpers';
import { noteLabelOf, StatusNote, useRequestMoves } from './request-moves';
import { isDeletable, StatusBadge } from './status-badge';
import { REQUEST_HISTORY_TEXTS as T } from './texts';

const NOT_DELETABLE_TITLE = 'Only a pending request can be deleted.';

function detailFields(request: BloodRequest) {
  return [
    { label: 'Name', value: request.name },
    { label: 'Email', value: orNotAvailable(request.email) },
    { label: 'Blood Group', value: request.bloodGroup },
    { label: 'Contact', value: orNotAvailable(request.mobile) },
    { label: 'Age', value: orNotAvailable(request.age) },
    { label: 'Gender', value: orNotAvailable(request.gender) },
    { label: 'Disease', value: orNotAvailable(request.disease) },
    { label: 'Units', value: orNotAvailable(request.units) },
    { label: 'Status', value: <StatusBadge status={request.status} /> },
    ...(request.message ? [{ label: noteLabelOf(request.status), value: request.message }] : []),
  ];
}

export function RequestHistoryPage() {
  useDocumentTitle('Request History');
  const { showToast } = useToast();
  const { state, busy, pagination } = useOwnRequests();
  const { mutateAsync: deleteRequest } = useDeleteBloodRequest({ onDeleted: () => showToast(T.deleted, 'success') });
  const details = useDialogItem<BloodRequest>();
  const moves = useRequestMoves();
  const [toDelete, setToDelete] = useState<BloodRequest | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id } = toDelete;
    setToDelete(null);
    setDeletingId(id);
    try {
      // Settles once the page is read again (the last page may be gone): the row keeps its disabled Delete button until then.
      await deleteRequest(id);
    } catch {
      showToast(T.deleteFailed, 'error');
    }
    setDeletingId(null);
  };

  const actions = (request: BloodRequest) => {
    const deletable = isDeletable(request.status);
    return (
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-primary text-nowrap" onClick={() => details.open(request)}>
          View Details<span className="visually-hidden"> for request {request.id}</span>
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          disabled={!deletable || deletingId === request.id}
          title={deletable ? undefined : NOT_DELETABLE_TITLE}
          onClick={() => setToDelete(request)}
        >
          Delete<span className="visually-hidden"> request {request.id}</span>
        </button>
        {moves.buttonsFor(request)}
      </div>
    );
  };

  const columns: Column<BloodRequest>[] = [
    { header: 'ID', cell: (request) => request.id, rowHeader: true },
    { header: 'Name', cell: (request) => request.name, inCard: false },
    { header: 'Mobile', cell: (request) => orNotAvailable(request.mobile) },
    { header: 'Gender', cell: (request) => orNotAvailable(request.gender) },
    { header: 'Blood Group', cell: (request) => request.bloodGroup },
    { header: 'Age', cell: (request) => orNotAvailable(request.age) },
    { header: 'Disease', cell: (request) => orNotAvailable(request.disease) },
    { header: 'Units', cell: (request) => orNotAvailable(request.units) },
    {
      header: 'Status',
      cell: (request) => (
        <>
          <StatusBadge status={request.status} />
          <StatusNote request={request} />
          <DonorHelpers request={request} />
        </>
      ),
    },
    { header: 'Action', cell: actions, actions: true },
  ];

  return (
    <section className="container py-5">
      <h1 className="mb-2">Request History</h1>
      <p className="text-body-secondary mb-4">Your blood requests and their status. A request can be deleted while it is pending, cancelled while it is open, and marked fulfilled once approved.</p>
      <LoadState state={state} loadingLabel="Loading your requests...">
        {(requests) => (
          <PagedList
            items={requests}
            pagination={pagination}
            busy={busy}
            getKey={(request) => request.id}
            caption="Your blood requests"
            columns={columns}
            cardTitle={(request) => request.name}
            emptyTableText={T.emptyTable}
            emptyCardText={T.emptyCards}
          />
        )}
      </LoadState>
      {moves.dialog}
      {details.item && <DetailsDialog show={details.show} title="Request Details" fields={detailFields(details.item)} onClose={details.close} />}
      <ConfirmDialog
        show={toDelete !== null}
        title={T.confirmTitle}
        message={T.confirmMessage}
        confirmLabel="Delete"
        confirmVariant="danger"
        cancelLabel="Cancel"
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
