import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from './PageTitle';

/** A page that only says where the user is not (404, 403): its code, title and heading (message keys), and the way on. */
export function StatusPage({ code, title, heading, text, action }: { code: number; title: string; heading: string; text?: string; action: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <PageTitle title={title} />
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        {code}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(heading)}
      </Typography>
      {text && <Typography color="text.secondary">{translate(text)}</Typography>}
      {action}
    </Box>
  );
}
