import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ASSIGNABLE_ROLES, userRoleChangeSchema } from '@blood-donation/domain';
import type { AdminDataProvider } from '../data/dataProvider';
import { messageOf, type UserRecord, useUnwrappedDataProvider } from './userRecord';

/**
 * 'Update User Role': shows the user's current role, then one of the roles an admin may give, and says what Update
 * will change before it is pressed; sent as an update of the user's role.
 */
export function RoleDialog({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const [role, setRole] = useState('');
  const [sending, setSending] = useState(false);
  const dataProvider = useUnwrappedDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();

  const close = () => {
    setRole('');
    onClose();
  };

  const update = async () => {
    if (!user) return;
    // The API's rule; the spec's own words when it fails (no role chosen is the only way the select can fail it).
    if (!userRoleChangeSchema.safeParse({ role }).success) {
      notify('resources.users.page.noRole', { type: 'warning' });
      return;
    }
    setSending(true);
    try {
      await dataProvider.update('users', { id: user.id, data: { role }, previousData: user });
      notify('resources.users.page.roleUpdated', { type: 'success' });
      refresh();
      close();
    } catch (error) {
      notify(messageOf(error, 'resources.users.page.roleFailed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={user !== null} onClose={close} aria-labelledby="update-role-title" fullWidth maxWidth="xs">
      <DialogTitle id="update-role-title">{translate('resources.users.page.roleDialogTitle')}</DialogTitle>
      <DialogContent>
        {user && (
          <DialogContentText sx={{ mb: 2 }}>
            {user.username} · {translate('resources.users.page.currentRole', { role: user.role })}
          </DialogContentText>
        )}
        <FormControl fullWidth>
          <InputLabel id="update-role-label">{translate('resources.users.fields.role')}</InputLabel>
          <Select labelId="update-role-label" label={translate('resources.users.fields.role')} value={role} onChange={(event) => setRole(String(event.target.value))}>
            {ASSIGNABLE_ROLES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {/* What Update will do, once a role other than the current one is chosen. */}
        {user && role && role !== user.role && (
          <DialogContentText sx={{ mt: 2 }} role="status">
            {translate('resources.users.page.roleChange', { name: user.username, from: user.role, to: role })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} sx={{ minHeight: 44 }}>{translate('admin.action.cancel')}</Button>
        <Button variant="contained" onClick={update} disabled={sending} sx={{ minHeight: 44 }}>
          {translate('admin.action.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Delete User': asks, then deletes; the server's reason when it refuses. */
export function DeleteDialog({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const [sending, setSending] = useState(false);
  const dataProvider = useUnwrappedDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();

  const remove = async () => {
    if (!user) return;
    setSending(true);
    try {
      await dataProvider.delete('users', { id: user.id, previousData: user });
      notify('resources.users.page.deleted', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(messageOf(error, 'resources.users.page.deleteFailed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="delete-user-title" aria-describedby="delete-user-text">
      <DialogTitle id="delete-user-title">{translate('resources.users.page.deleteDialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-user-text">{translate('resources.users.page.deleteQuestion')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('admin.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={remove} disabled={sending}>
          {translate('admin.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 'Reset two-factor authentication?' (a superAdmin's, for someone who lost their second factor): says what Reset
 * does, then resets; the server's message when it is done or refused. The API client asks 'Confirm it is you' first
 * when the server wants a recent check, and sends the reset again once it is proved.
 */
export function ResetTwoFactorDialog({ user, onClose }: { user: UserRecord | null; onClose: () => void }) {
  const [sending, setSending] = useState(false);
  const dataProvider = useUnwrappedDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();

  const reset = async () => {
    if (!user) return;
    setSending(true);
    try {
      const { data } = await dataProvider.resetTwoFactor(user.id);
      notify(data?.message?.trim() || 'resources.users.page.twoFactorReset', { type: 'success' });
      onClose();
    } catch (error) {
      notify(messageOf(error, 'resources.users.page.resetTwoFactorFailed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby="reset-two-factor-title" aria-describedby="reset-two-factor-text" fullWidth maxWidth="xs">
      <DialogTitle id="reset-two-factor-title">{translate('resources.users.page.resetTwoFactorTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reset-two-factor-text">{user && translate('resources.users.page.resetTwoFactorQuestion', { name: user.username })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>{translate('admin.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={reset} disabled={sending} sx={{ minHeight: 44 }}>
          {translate('resources.users.page.resetTwoFactor')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
