import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import LockResetIcon from '@mui/icons-material/LockReset';
import { DataTable, useTranslate } from 'react-admin';
import { roleColors } from '@blood-donation/domain';
import { AdminListPage } from '../data/AdminListPage';
import { bloodGroupFilter, searchFilter } from '../data/listFilters';
import { CardGrid, EmptyMessage, useListViewMode } from '../data/ListParts';
import { RecordCard } from '../data/RecordCard';
import { BadgeChip } from '../layout/BadgeChip';
import { RowActionButtons } from '../layout/RowActionButtons';
import { DeleteDialog, ResetTwoFactorDialog, RoleDialog } from './UserDialogs';
import { bloodGroupOf, type UserRecord, useMayResetTwoFactor } from './userRecord';

export type { UserRecord } from './userRecord';

const userFilters = [searchFilter('resources.users.page.search'), bloodGroupFilter()];

interface UserActionHandlers {
  onEditRole: (u: UserRecord) => void;
  onDelete: (u: UserRecord) => void;
  onResetTwoFactor: (u: UserRecord) => void;
}

/**
 * Edit role, reset two-factor (a superAdmin's, on anyone else's row) and delete: icon buttons named after the user,
 * with their tooltips.
 */
function UserActions({ user, onEditRole, onDelete, onResetTwoFactor }: { user: UserRecord } & UserActionHandlers) {
  const translate = useTranslate();
  const mayResetTwoFactor = useMayResetTwoFactor();
  return (
    <RowActionButtons
      actions={[
        { label: translate('resources.users.page.editRoleOf', { name: user.username }), icon: <EditIcon fontSize="small" />, onClick: () => onEditRole(user), color: 'primary' },
        ...(mayResetTwoFactor(user)
          ? [{ label: translate('resources.users.page.resetTwoFactorOf', { name: user.username }), icon: <LockResetIcon fontSize="small" />, onClick: () => onResetTwoFactor(user), color: 'error' as const }]
          : []),
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
  const [resetting, setResetting] = useState<UserRecord | null>(null);
  const actions = (user: UserRecord) => <UserActions user={user} onEditRole={setEditing} onDelete={setDeleting} onResetTwoFactor={setResetting} />;

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
        <CardGrid<UserRecord> renderCard={(user) => (
          <RecordCard
            heading={user.username}
            fields={{ email: user.email, age: user.age, bloodGroup: bloodGroupOf(user), gender: user.gender, mobile: user.mobile, role: <RoleBadge user={user} /> }}
            actions={actions(user)}
          />
        )} />
      )}
      <RoleDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteDialog user={deleting} onClose={() => setDeleting(null)} />
      <ResetTwoFactorDialog user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}

/** /users: every account, its role and its removal (spec section 2, User List); a superAdmin also resets second factors. */
export function UserList() {
  return (
    <AdminListPage
      resource="users"
      title="resources.users.page.title"
      perPage={10}
      filters={userFilters}
      emptyText="resources.users.page.empty"
      loadErrorText="resources.users.page.loadError"
      authErrorText="admin.list.authFailed"
      loadedText="resources.users.page.loaded"
      queryOptions={{ onError: () => undefined }}
    >
      <UserListBody />
    </AdminListPage>
  );
}
