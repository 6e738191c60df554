import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../destinations';
import { PageTitle } from './PageTitle';

/** A screen the role may not use (a moderator on /users): said in words, with the way back to the dashboard. */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <PageTitle title="admin.accessDenied.title" />
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        403
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('admin.accessDenied.heading')}
      </Typography>
      <Typography color="text.secondary">{translate('admin.accessDenied.text')}</Typography>
      <Button variant="contained" component={Link} to={DASHBOARD_PATH} sx={{ mt: 2 }}>
        {translate('admin.accessDenied.dashboardButton')}
      </Button>
    </Box>
  );
}
