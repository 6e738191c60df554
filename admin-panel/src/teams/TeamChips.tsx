import { Chip, Stack } from '@mui/material';
import { teamColors } from '@blood-donation/domain';

/** A member's teams as chips in each team's colour, the same as on the public About page. */
export function TeamChips({ teams }: { teams: readonly string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {teams.map((team) => {
        const { background, text } = teamColors(team);
        return <Chip key={team} size="small" label={team} sx={{ bgcolor: background, color: text }} />;
      })}
    </Stack>
  );
}
