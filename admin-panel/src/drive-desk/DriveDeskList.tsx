import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { DESK_TEXTS as T, formatMomentIn, type DeskDrive } from '@blood-donation/domain';
import { PageHeading } from '../layout/PageHeading';
import { SITE_TIME_ZONE } from '../site-time-zone';
import { deskDrives, driveDeskPath } from './deskCalls';

/** /drive-desk: the drives whose desk the account may open (drive staff: theirs), each a link to its desk. */
export function DriveDeskList() {
  const [drives, setDrives] = useState<DeskDrive[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    deskDrives().then(setDrives, (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  }, []);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <PageHeading title={T.title} gutterBottom />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Typography sx={{ mb: 2 }}>{drives?.length === 0 ? T.noDrives : T.chooseDrive}</Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {(drives ?? []).map((drive) => (
          <Card component="li" variant="outlined" key={drive.id}>
            <CardContent sx={{ pb: 1 }}>
              <Typography component="h2" variant="h6">
                {drive.name}
              </Typography>
              <Typography variant="body2">
                {drive.location} · {formatMomentIn(drive.start, SITE_TIME_ZONE)}
              </Typography>
            </CardContent>
            <CardActions>
              <Button component={Link} to={driveDeskPath(drive.id)} variant="contained" sx={{ minHeight: 44 }} aria-label={`${T.openDesk}: ${drive.name}`}>
                {T.openDesk}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
