import { type ReactNode, useCallback, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FieldList, type LabelledValue } from './field-list';

export interface DetailsDialogProps {
  show: boolean;
  title: string;
  fields: readonly LabelledValue[];
  onClose: () => void;
  /** Another way on, shown before Close (a link, for instance). */
  action?: ReactNode;
}

/** A read-only dialog of label/value pairs with one Close button (Escape and the backdrop close it too). */
export function DetailsDialog({ show, title, fields, onClose, action }: DetailsDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title as="h2" id={titleId} className="h5 mb-0">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FieldList fields={fields} />
      </Modal.Body>
      <Modal.Footer>
        {action}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * The record a dialog shows. Closing keeps the record, so the dialog still has its content while it fades out
 * (and while it hands focus back to the button that opened it).
 */
export function useDialogItem<T>() {
  const [state, setState] = useState<{ item: T | null; show: boolean }>({ item: null, show: false });
  const open = useCallback((item: T) => setState({ item, show: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, show: false })), []);
  return { item: state.item, show: state.show, open, close };
}
