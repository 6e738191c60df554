import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { acknowledgeSessionExpired, useSessionExpiredPrompt } from './sessionExpiredPrompt';

/** The warning the auth provider opens when the session cannot be refreshed. OK is the only way out. */
export function SessionExpiredDialog() {
  const open = useSessionExpiredPrompt();
  const translate = useTranslate();
  return (
    <Dialog open={open} aria-labelledby="session-expired-title" aria-describedby="session-expired-text">
      <DialogTitle id="session-expired-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" aria-hidden />
        {translate('admin.session.expiredTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{translate('admin.session.expiredMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={acknowledgeSessionExpired} autoFocus>
          {translate('admin.session.expiredConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
