import { Button, DialogActions } from '@mui/material';
import { SaveButton, useTranslate } from 'react-admin';

/** Cancel and Save at the foot of a dialog's form (an event's, a team member's); Save submits the form, which checks its fields first. */
export function FormDialogActions({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{translate('admin.action.cancel')}</Button>
      <SaveButton label="admin.action.save" icon={<></>} alwaysEnable />
    </DialogActions>
  );
}
