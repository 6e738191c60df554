import { Stack } from '@mui/material';
import { teamColors } from '@blood-donation/domain';
import { BadgeChip } from '../layout/BadgeChip';

/** A member's teams as chips in each team's colour, the same as on the public About page. */
export function TeamChips({ teams }: { teams: readonly string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {teams.map((team) => (
        <BadgeChip key={team} label={team} colors={teamColors(team)} />
      ))}
    </Stack>
  );
}
