import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from './PageTitle';

/**
 * A screen's name (a message key) as its title (AppBar and document, PageTitle) and its one h1. gutterBottom: the
 * space goes under the heading rather than above it.
 */
export function PageHeading({ title, gutterBottom = false }: { title: string; gutterBottom?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" gutterBottom={gutterBottom} sx={gutterBottom ? undefined : { mt: 2 }}>
        {translate(title)}
      </Typography>
    </>
  );
}
