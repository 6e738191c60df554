import { useState } from 'react';
import { DetailsDialog, useDialogItem } from '../../components/data-list/details-dialog';
import { orNotAvailable } from '../../components/data-list/field-list';
import { OwnRecordList } from '../../components/data-list/own-record-list';
import type { Column } from '../../components/data-list/paged-list';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDeleteBloodRequest } from './api/delete-blood-request';
import { type BloodRequest, useOwnRequests } from './api/get-own-requests';
import { DonorHelpers } from './donor-helpers';
import { detailFields, FreeText, HowSoon } from './request-fields';
import { StatusNote, useRequestMoves } from './request-moves';
import { isDeletable, StatusBadge } from './status-badge';
import { PLACE_TEXTS as P, REQUEST_HISTORY_TEXTS as T } from './texts';

const NOT_DELETABLE_TITLE = 'Only a pending request can be deleted.';

export function RequestHistoryPage() {
  useDocumentTitle('Request History');
  const { showToast } = useToast();
  const requests = useOwnRequests();
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
        <button type="button" className="btn btn-sm btn-primary text-nowrap tap-target" onClick={() => details.open(request)}>
          View Details<span className="visually-hidden"> for request {request.id}</span>
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger tap-target"
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
    { header: 'Name', cell: (request) => <FreeText value={request.name} />, inCard: false },
    { header: 'Blood Group', cell: (request) => request.bloodGroup },
    { header: 'Units', cell: (request) => orNotAvailable(request.units) },
    { header: 'Disease', cell: (request) => <FreeText value={request.disease} /> },
    // Where and how soon; the mobile, age and gender are in the details, so that the table fits a laptop's screen (its
    // longer texts wrap).
    { header: P.city, cell: (request) => <FreeText value={request.city} /> },
    { header: P.hospital, cell: (request) => <FreeText value={request.hospital} /> },
    { header: P.neededBy, cell: (request) => <HowSoon request={request} /> },
    {
      header: 'Status',
      cell: (request) => (
        <div className="wrapping-cell">
          <StatusBadge status={request.status} />
          <StatusNote request={request} />
          <DonorHelpers request={request} />
        </div>
      ),
    },
    { header: 'Action', cell: actions, actions: true },
  ];

  return (
    <section className="container py-5">
      <h1 className="mb-2">Request History</h1>
      <p className="text-body-secondary mb-4">Your blood requests and their status. A request can be deleted while it is pending, cancelled while it is open, and marked fulfilled once approved.</p>
      <OwnRecordList list={requests} texts={T} columns={columns} getKey={(request) => request.id} cardTitle={(request) => request.name} tableFrom="xl" />
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
