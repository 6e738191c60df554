import { Box, Chip } from '@mui/material';
import { DESK_TEXTS as T, type DriveFigures } from '@blood-donation/domain';

/** A drive's figures as chips: booked of capacity, waitlisted, checked in, donated, deferred, no-shows, units collected. */
export function DriveFiguresLine({ figures }: { figures: DriveFigures | null }) {
  if (!figures) return null;
  const items: [string, number | string][] = [
    [T.booked, `${figures.booked} / ${figures.capacity}`],
    [T.waitlisted, figures.waitlisted],
    [T.checkedIn, figures.checkedIn],
    [T.donated, figures.donated],
    [T.deferred, figures.deferred],
    [T.noShows, figures.noShows],
    [T.units, figures.unitsCollected],
  ];
  return (
    <Box component="ul" aria-label={T.figures} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {items.map(([label, value]) => (
        <li key={label}>
          <Chip label={`${label}: ${value}`} variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
