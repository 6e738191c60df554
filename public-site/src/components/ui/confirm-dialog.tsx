import { type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** 'danger' for a confirm button that destroys something. */
  confirmVariant?: 'primary' | 'danger';
  onConfirm: () => void;
  /** Without a cancel label the dialog can only be confirmed (no close button, no backdrop dismiss). */
  cancelLabel?: string;
  onCancel?: () => void;
  icon?: ReactNode;
  /** Another way on, shown between Cancel and the confirm button (a link, for instance). */
  otherAction?: ReactNode;
}

export function ConfirmDialog({ show, title, message, confirmLabel, confirmVariant = 'primary', onConfirm, cancelLabel, onCancel, icon, otherAction }: ConfirmDialogProps) {
  const titleId = useId();
  const cancellable = Boolean(cancelLabel && onCancel);
  return (
    <Modal
      show={show}
      onHide={cancellable ? onCancel : onConfirm}
      backdrop={cancellable ? true : 'static'}
      keyboard={cancellable}
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={cancellable}>
        <Modal.Title as="h2" id={titleId} className="h5 d-flex align-items-center gap-2 mb-0">
          {icon}
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <Modal.Footer>
        {cancellable && (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        {otherAction}
        <Button variant={confirmVariant} onClick={onConfirm} autoFocus>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
