import { useState } from 'react';
import { Button, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, useLogout, useTranslate } from 'react-admin';

/**
 * Logout asks first; on 'Yes, log out' the auth provider ends the session and leaves for the public /login.
 * On a phone it is an icon (same name), so that the page title keeps its room in the app bar.
 */
export function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const logout = useLogout();
  const translate = useTranslate();
  const label = translate('admin.session.logout');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      {phone ? (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={() => setAsking(true)}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setAsking(true)}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={asking}
        title="admin.session.logout"
        content="admin.session.logoutQuestion"
        confirm="admin.session.logoutConfirm"
        cancel="admin.session.logoutCancel"
        onConfirm={() => {
          setAsking(false);
          void logout();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
