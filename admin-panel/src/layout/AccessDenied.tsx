import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../destinations';
import { StatusPage } from './StatusPage';

/** A screen the role may not use (a moderator on /users): said in words, with the way back to the dashboard. */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <StatusPage
      code={403}
      title="admin.accessDenied.title"
      heading="admin.accessDenied.heading"
      text="admin.accessDenied.text"
      action={
        <Button variant="contained" component={Link} to={DASHBOARD_PATH} sx={{ mt: 2 }}>
          {translate('admin.accessDenied.dashboardButton')}
        </Button>
      }
    />
  );
}
