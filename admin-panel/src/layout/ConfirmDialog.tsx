import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ConfirmDialogProps {
  /** Names the dialog's elements (`<id>-title`, `<id>-text`). */
  id: string;
  /** Message keys (already filled in when they take values). */
  title: string;
  confirm: string;
  color: ButtonProps['color'];
  /** What will happen, said before it is done. */
  children: ReactNode;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a move that cannot be taken back or reaches people (approve, delete): what will happen, Cancel, and the move. */
export function ConfirmDialog({ id, title, confirm, color, children, sending, onCancel, onConfirm }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {translate('admin.action.cancel')}
        </Button>
        <Button color={color} variant="contained" disabled={sending} onClick={onConfirm} sx={{ minHeight: 44 }}>
          {translate(confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
