import { useState } from 'react';
import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, useLogout } from 'react-admin';
import { SESSION_TEXTS } from '@blood-donation/domain';

/** Logout asks first; on 'Yes, log out' the auth provider ends the session and leaves for the public /login. */
export function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const logout = useLogout();
  return (
    <>
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setAsking(true)}>
        {SESSION_TEXTS.logout}
      </Button>
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
