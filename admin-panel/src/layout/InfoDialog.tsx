import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title's element id, which names the dialog (aria-labelledby). */
  titleId: string;
  /** A message key. */
  title: string;
  maxWidth?: 'xs' | 'sm';
  /** Lines above and below the content. */
  dividers?: boolean;
  children: ReactNode;
}

/** A dialog that only shows something (a blood request's details, how to reach a donor): its title, the content and Close. */
export function InfoDialog({ open, onClose, titleId, title, maxWidth = 'sm', dividers = false, children }: InfoDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('admin.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
