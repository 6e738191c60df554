import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from './PageTitle';

/** A screen's name (a message key): in the AppBar and document title (PageTitle), and as the page's h1. */
export function PageHeading({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
    </>
  );
}
