import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from '../auth/publicSite';
import { StatusPage } from './StatusPage';

/** Any path the panel does not know. Home is the public site: a plain link, so a full page load. */
export function NotFound() {
  const translate = useTranslate();
  return (
    <StatusPage
      code={404}
      title="admin.notFound.title"
      heading="admin.notFound.heading"
      action={
        <Button variant="contained" href={HOME_PATH} sx={{ mt: 2 }}>
          {translate('admin.notFound.homeButton')}
        </Button>
      }
    />
  );
}
