import { useState } from 'react';
import { Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataTable, useNotify, useTranslate } from 'react-admin';
import { roleColors } from '@blood-donation/domain';
import { AdminListPage } from '../data/AdminListPage';
import { bloodGroupFilter, searchFilter } from '../data/listFilters';
import { CardGrid, EmptyMessage, Field, useListViewMode } from '../data/ListParts';
import { BadgeChip } from '../layout/BadgeChip';
import { RowActionButtons } from '../layout/RowActionButtons';
import { DeleteDialog, RoleDialog } from './UserDialogs';
import { bloodGroupOf, type UserRecord } from './userRecord';

export type { UserRecord } from './userRecord';

const userFilters = [searchFilter('resources.users.page.search'), bloodGroupFilter()];

/** Edit role and delete: icon buttons named after the user, with their tooltips. */
function UserActions({ user, onEditRole, onDelete }: { user: UserRecord; onEditRole: (u: UserRecord) => void; onDelete: (u: UserRecord) => void }) {
  const translate = useTranslate();
  return (
    <RowActionButtons
      actions={[
        { label: translate('resources.users.page.editRoleOf', { name: user.username }), icon: <EditIcon fontSize="small" />, onClick: () => onEditRole(user), color: 'primary' },
        { label: translate('admin.action.deleteNamed', { name: user.username }), icon: <DeleteIcon fontSize="small" />, onClick: () => onDelete(user), color: 'error' },
      ]}
    />
  );
}

const RoleBadge = ({ user }: { user: UserRecord }) => <BadgeChip label={user.role} colors={roleColors(user.role)} />;

function UserListBody() {
  const [mode] = useListViewMode('users');
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const [deleting, setDeleting] = useState<UserRecord | null>(null);
  const actions = (user: UserRecord) => <UserActions user={user} onEditRole={setEditing} onDelete={setDeleting} />;

  return (
    <>
      {mode === 'table' ? (
        // Column headers: resources.users.fields.<source>.
        <DataTable<UserRecord> bulkActionButtons={false} rowClick={false} empty={<EmptyMessage message="resources.users.page.empty" />}>
          <DataTable.Col source="username" />
          <DataTable.Col source="email" />
          <DataTable.NumberCol source="age" />
          <DataTable.Col source="bloodGroup" render={bloodGroupOf} />
          <DataTable.Col source="gender" />
          <DataTable.Col source="mobile" disableSort />
          <DataTable.Col source="role" render={(user: UserRecord) => <RoleBadge user={user} />} />
          <DataTable.Col label="admin.list.actions" disableSort render={actions} />
        </DataTable>
      ) : (
        <CardGrid<UserRecord>
          empty="resources.users.page.empty"
          renderCard={(user) => (
            <>
              <Typography variant="h6" component="h2">
                {user.username}
              </Typography>
              <Field label="resources.users.fields.email" value={user.email} />
              <Field label="resources.users.fields.age" value={user.age} />
              <Field label="resources.users.fields.bloodGroup" value={bloodGroupOf(user)} />
              <Field label="resources.users.fields.gender" value={user.gender} />
              <Field label="resources.users.fields.mobile" value={user.mobile} />
              <Field label="resources.users.fields.role" value={<RoleBadge user={user} />} />
              {actions(user)}
            </>
          )}
        />
      )}
      <RoleDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** /users: every account, its role and its removal (spec section 2, User List). */
export function UserList() {
  const notify = useNotify();
  return (
    <AdminListPage
      resource="users"
      title="resources.users.page.title"
      perPage={10}
      filters={userFilters}
      emptyText="resources.users.page.empty"
      loadErrorText="resources.users.page.loadError"
      authErrorText="admin.list.authFailed"
      // onSuccess runs once per completed fetch of the list, not on re-renders, and never on a failed one.
      queryOptions={{ onError: () => undefined, onSuccess: () => notify('resources.users.page.loaded', { type: 'success' }) }}
    >
      <UserListBody />
    </AdminListPage>
  );
}
