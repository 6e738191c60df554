import { useContext, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataProviderContext,
  DataTable,
  useDataProvider,
  useNotify,
  useRefresh,
} from 'react-admin';
import { ASSIGNABLE_ROLES, roleColors } from '@blood-donation/domain';
import { AdminListPage } from '../data/AdminListPage';
import { bloodGroupFilter, searchFilter } from '../data/listFilters';
import { CardGrid, EmptyMessage, Field, useListViewMode } from '../data/ListParts';
import { BadgeChip } from '../layout/BadgeChip';

export const USER_LIST_TITLE = 'User List';
export const USER_TEXTS = {
  search: 'Search by username or email',
  empty: 'No users available',
  loadError: 'Failed to fetch users. Please try again later.',
  authError: 'Authentication failed. Please login again.',
  roleDialogTitle: 'Update User Role',
  noRole: 'Please select a role to update.',
  roleUpdated: 'User role updated successfully!',
  roleFailed: 'Failed to update user role.',
  deleteDialogTitle: 'Delete User',
  deleteQuestion: 'Are you sure you want to delete this user?',
  deleted: 'User deleted successfully!',
  deleteFailed: 'Failed to delete user.',
  loaded: 'User list fetched successfully!',
} as const;

export interface UserRecord {
  id: number | string;
  username: string;
  email: string;
  age: number | null;
  bloodGroup?: string | null;
  bloodgroup?: string | null;
  gender: string | null;
  mobile: string | null;
  role: string;
  createdAt?: string;
}

const bloodGroupOf = (user: UserRecord) => user.bloodGroup ?? user.bloodgroup ?? '';

const userFilters = [searchFilter(USER_TEXTS.search), bloodGroupFilter()];

/**
 * The data provider without react-admin's checkError wrapper: a 403 or 409 on a role change or delete is the
 * server's answer to show ('The last superAdmin ...'), not a generic 'not authorized' toast before it.
 * httpClient still refreshes an expired token before each call.
 */
function useUnwrappedDataProvider() {
  const wrapped = useDataProvider();
  return useContext(DataProviderContext) ?? wrapped;
}

/** The server's own words when it gave any, otherwise ours. */
function messageOf(error: unknown, fallback: string): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  return fallback;
}

function UserActions({ user, onEditRole, onDelete }: { user: UserRecord; onEditRole: (u: UserRecord) => void; onDelete: (u: UserRecord) => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <IconButton aria-label={`Edit role of ${user.username}`} onClick={() => onEditRole(user)} size="small" color="primary">
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Delete ${user.username}`} onClick={() => onDelete(user)} size="small" color="error">
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

function RoleDialog({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const [role, setRole] = useState('');
  const [sending, setSending] = useState(false);
  const dataProvider = useUnwrappedDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();

  const close = () => {
    setRole('');
    onClose();
  };

  const update = async () => {
    if (!user) return;
    if (!role) {
      notify(USER_TEXTS.noRole, { type: 'warning' });
      return;
    }
    setSending(true);
    try {
      await dataProvider.update('users', { id: user.id, data: { role }, previousData: user });
      notify(USER_TEXTS.roleUpdated, { type: 'success' });
      refresh();
      close();
    } catch (error) {
      notify(messageOf(error, USER_TEXTS.roleFailed), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={user !== null} onClose={close} aria-labelledby="update-role-title" fullWidth maxWidth="xs">
      <DialogTitle id="update-role-title">{USER_TEXTS.roleDialogTitle}</DialogTitle>
      <DialogContent>
        {user && <DialogContentText sx={{ mb: 2 }}>{user.username}</DialogContentText>}
        <FormControl fullWidth>
          <InputLabel id="update-role-label">Role</InputLabel>
          <Select labelId="update-role-label" label="Role" value={role} onChange={(event) => setRole(String(event.target.value))}>
            {ASSIGNABLE_ROLES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={update} disabled={sending}>
          Update
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteDialog({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const [sending, setSending] = useState(false);
  const dataProvider = useUnwrappedDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();

  const remove = async () => {
    if (!user) return;
    setSending(true);
    try {
      await dataProvider.delete('users', { id: user.id, previousData: user });
      notify(USER_TEXTS.deleted, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(messageOf(error, USER_TEXTS.deleteFailed), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="delete-user-title" aria-describedby="delete-user-text">
      <DialogTitle id="delete-user-title">{USER_TEXTS.deleteDialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-user-text">{USER_TEXTS.deleteQuestion}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={remove} disabled={sending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function UserListBody() {
  const [mode] = useListViewMode('users');
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const [deleting, setDeleting] = useState<UserRecord | null>(null);
  const actions = (user: UserRecord) => <UserActions user={user} onEditRole={setEditing} onDelete={setDeleting} />;

  return (
    <>
      {mode === 'table' ? (
        <DataTable<UserRecord> bulkActionButtons={false} rowClick={false} empty={<EmptyMessage>{USER_TEXTS.empty}</EmptyMessage>}>
          <DataTable.Col source="username" label="Username" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.NumberCol source="age" label="Age" />
          <DataTable.Col source="bloodGroup" label="Blood Group" render={bloodGroupOf} />
          <DataTable.Col source="gender" label="Gender" />
          <DataTable.Col source="mobile" label="Mobile" disableSort />
          <DataTable.Col source="role" label="Role" render={(user) => <BadgeChip label={user.role} colors={roleColors(user.role)} />} />
          <DataTable.Col label="Actions" disableSort render={actions} />
        </DataTable>
      ) : (
        <CardGrid<UserRecord>
          empty={USER_TEXTS.empty}
          renderCard={(user) => (
            <>
              <Typography variant="h6" component="h2">
                {user.username}
              </Typography>
              <Field label="Email" value={user.email} />
              <Field label="Age" value={user.age} />
              <Field label="Blood Group" value={bloodGroupOf(user)} />
              <Field label="Gender" value={user.gender} />
              <Field label="Mobile" value={user.mobile} />
              <Field label="Role" value={<BadgeChip label={user.role} colors={roleColors(user.role)} />} />
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
      title={USER_LIST_TITLE}
      perPage={10}
      filters={userFilters}
      emptyText={USER_TEXTS.empty}
      loadErrorText={USER_TEXTS.loadError}
      authErrorText={USER_TEXTS.authError}
      // onSuccess runs once per completed fetch of the list, not on re-renders, and never on a failed one.
      queryOptions={{ onError: () => undefined, onSuccess: () => notify(USER_TEXTS.loaded, { type: 'success' }) }}
    >
      <UserListBody />
    </AdminListPage>
  );
}
