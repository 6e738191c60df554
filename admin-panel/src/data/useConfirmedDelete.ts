import { useState } from 'react';
import { type RaRecord, useDataProvider, useNotify, useRefresh } from 'react-admin';

/**
 * Deleting a record after the question (ConfirmDelete, fed `confirmProps`): on success the server's message, else
 * resources.<resource>.page.deleted, and the list reloads; on failure .deleteFailed. The question closes either way.
 */
export function useConfirmedDelete<R extends RaRecord>(resource: string) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleting, setDeleting] = useState<R | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    try {
      const { meta } = (await dataProvider.delete(resource, { id: deleting.id, previousData: deleting })) as { meta?: { message?: string } };
      notify(meta?.message?.trim() || `resources.${resource}.page.deleted`, { type: 'success' });
      refresh();
    } catch {
      notify(`resources.${resource}.page.deleteFailed`, { type: 'error' });
    } finally {
      setIsDeleting(false);
      setDeleting(null);
    }
  };

  return {
    /** Opens the question for this record. */
    askToDelete: (record: R) => setDeleting(record),
    confirmProps: { resource, isOpen: deleting !== null, loading: isDeleting, onConfirm: () => void remove(), onClose: () => setDeleting(null) },
  };
}
