import { Confirm } from 'react-admin';

interface ConfirmDeleteProps {
  /** Its texts are resources.<resource>.page.deleteTitle and .deleteQuestion. */
  resource: string;
  isOpen: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The question before a record is deleted: its title and question, Cancel and Delete. */
export function ConfirmDelete({ resource, isOpen, loading, onConfirm, onClose }: ConfirmDeleteProps) {
  return (
    <Confirm
      isOpen={isOpen}
      loading={loading}
      title={`resources.${resource}.page.deleteTitle`}
      content={`resources.${resource}.page.deleteQuestion`}
      confirm="admin.action.delete"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
