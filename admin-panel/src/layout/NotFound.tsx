import { Box, Button, Typography } from '@mui/material';
import { NOT_FOUND_TEXTS } from '@blood-donation/domain';
import { HOME_PATH } from '../auth/publicSite';
import { PageTitle } from './PageTitle';

/** Any path the panel does not know. Home is the public site: a plain link, so a full page load. */
export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <PageTitle title="Page Not Found" />
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {NOT_FOUND_TEXTS.heading}
      </Typography>
      <Button variant="contained" href={HOME_PATH} sx={{ mt: 2 }}>
        {NOT_FOUND_TEXTS.homeButton}
      </Button>
    </Box>
  );
}
