import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import { DESK_TEXTS as T, type DriveFigures } from '@blood-donation/domain';
import { driveDeskPath, driveFigures } from './deskCalls';
import { DriveFiguresLine } from './DriveFiguresLine';

/** On a drive's Edit Event: how the drive goes, and the way to its desk. */
export function DriveAtAGlance({ driveId, name }: { driveId: number; name: string }) {
  const [figures, setFigures] = useState<DriveFigures | null>(null);
  useEffect(() => {
    driveFigures(driveId).then(setFigures, () => setFigures(null));
  }, [driveId]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, my: 2 }}>
      <DriveFiguresLine figures={figures} />
      <Button component={Link} to={driveDeskPath(driveId)} variant="outlined" sx={{ minHeight: 44, alignSelf: 'flex-start' }} aria-label={`${T.openDesk}: ${name}`}>
        {T.openDesk}
      </Button>
    </Box>
  );
}
