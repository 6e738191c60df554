import { actionsAllowed, type BloodRequestStatus, errorMessage } from '@blood-donation/domain';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useToast } from '../../lib/toast';
import { type OwnerMove, useMoveBloodRequest } from './api/move-blood-request';
import type { BloodRequest } from './api/get-own-requests';
import { REQUEST_MOVE_TEXTS as T } from './texts';

const OWNER_MOVES: readonly OwnerMove[] = ['fulfil', 'cancel'];

/** The moves the requester may make on a request in `status`: Mark fulfilled (Approved), Cancel request (Pending, Approved). */
export const ownerMovesOf = (status: string): OwnerMove[] =>
  actionsAllowed(status as BloodRequestStatus, 'owner').filter((action): action is OwnerMove => (OWNER_MOVES as readonly string[]).includes(action));

/**
 * 'Mark fulfilled' and 'Cancel request' on the rows whose status allows them; each asks first, then toasts and the
 * list is read again. A refusal (the request changed meanwhile) toasts the server's message.
 */
export function useRequestMoves(): { buttonsFor: (request: BloodRequest) => ReactNode; dialog: ReactNode } {
  const { showToast } = useToast();
  const { mutateAsync: move } = useMoveBloodRequest();
  const [asked, setAsked] = useState<{ id: number; move: OwnerMove } | null>(null);
  const [movingId, setMovingId] = useState<number | null>(null);

  const confirm = async () => {
    if (!asked) return;
    setAsked(null);
    setMovingId(asked.id);
    try {
      await move(asked);
      showToast(T[asked.move].done, 'success');
    } catch (error) {
      showToast(errorMessage(error, { serverFallback: T[asked.move].failed, noResponse: T.noResponse, other: T[asked.move].failed }), 'error');
    }
    setMovingId(null);
  };

  const buttonsFor = (request: BloodRequest) =>
    ownerMovesOf(request.status).map((action) => (
      <button
        key={action}
        type="button"
        className={`btn btn-sm text-nowrap tap-target ${action === 'fulfil' ? 'btn-success' : 'btn-outline-secondary'}`}
        disabled={movingId === request.id}
        onClick={() => setAsked({ id: request.id, move: action })}
      >
        {T[action].button}
        <span className="visually-hidden">{action === 'fulfil' ? ` request ${request.id}` : ` ${request.id}`}</span>
      </button>
    ));

  const texts = T[asked?.move ?? 'cancel'];
  const dialog = (
    <ConfirmDialog
      show={asked !== null}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.button}
      confirmVariant={asked?.move === 'cancel' ? 'danger' : 'primary'}
      cancelLabel={T.keep}
      onCancel={() => setAsked(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { buttonsFor, dialog };
}

/** What the admin's note is called: the reason of a rejection, else a note. */
export const noteLabelOf = (status: string): string => (status === 'Rejected' ? T.reason : T.note);

/** The admin's note under the status ('Reason: …' on a rejected request); nothing without one. */
export function StatusNote({ request }: { request: BloodRequest }) {
  if (!request.message) return null;
  return (
    <div className="small text-body-secondary mt-1 text-break">
      {noteLabelOf(request.status)}: {request.message}
    </div>
  );
}
