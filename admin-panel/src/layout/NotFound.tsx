import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from '../auth/publicSite';
import { PageTitle } from './PageTitle';

/** Any path the panel does not know. Home is the public site: a plain link, so a full page load. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <PageTitle title="admin.notFound.title" />
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('admin.notFound.heading')}
      </Typography>
      <Button variant="contained" href={HOME_PATH} sx={{ mt: 2 }}>
        {translate('admin.notFound.homeButton')}
      </Button>
    </Box>
  );
}
