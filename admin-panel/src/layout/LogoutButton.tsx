import { useState } from 'react';
import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, useLogout } from 'react-admin';
import { SESSION_TEXTS } from '@blood-donation/domain';

/**
 * Logout asks first; on 'Yes, log out' the auth provider ends the session and leaves for the public /login.
 * On a phone it is an icon (same name), so that the page title keeps its room in the app bar.
 */
export function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const logout = useLogout();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      {phone ? (
        <Tooltip title={SESSION_TEXTS.logout}>
          <IconButton color="inherit" aria-label={SESSION_TEXTS.logout} onClick={() => setAsking(true)}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setAsking(true)}>
          {SESSION_TEXTS.logout}
        </Button>
      )}
      <Confirm
        isOpen={asking}
        title={SESSION_TEXTS.logout}
        content={SESSION_TEXTS.logoutQuestion}
        confirm={SESSION_TEXTS.logoutConfirm}
        cancel={SESSION_TEXTS.logoutCancel}
        onConfirm={() => {
          setAsking(false);
          void logout();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
