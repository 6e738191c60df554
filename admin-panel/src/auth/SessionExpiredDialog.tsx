import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { SESSION_TEXTS } from '@blood-donation/domain';
import { acknowledgeSessionExpired, useSessionExpiredPrompt } from './sessionExpiredPrompt';

/** The warning the auth provider opens when the session cannot be refreshed. OK is the only way out. */
export function SessionExpiredDialog() {
  const open = useSessionExpiredPrompt();
  return (
    <Dialog open={open} aria-labelledby="session-expired-title" aria-describedby="session-expired-text">
      <DialogTitle id="session-expired-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" aria-hidden />
        {SESSION_TEXTS.expiredTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">{SESSION_TEXTS.expiredMessage}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={acknowledgeSessionExpired} autoFocus>
          {SESSION_TEXTS.expiredConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
