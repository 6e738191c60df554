import { Confirm } from 'react-admin';

/**
 * 'Delete?' before one record of `resource` goes: the resource's resources.<resource>.page.deleteTitle and
 * deleteQuestion, with Delete and Cancel. Open while `open`; `loading` while the deletion runs.
 */
export function DeleteConfirm({ resource, open, loading, onConfirm, onClose }: { resource: string; open: boolean; loading: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={`resources.${resource}.page.deleteTitle`}
      content={`resources.${resource}.page.deleteQuestion`}
      confirm="admin.action.delete"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
