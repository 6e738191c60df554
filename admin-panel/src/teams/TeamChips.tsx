import { Chip, Stack } from '@mui/material';
import { common } from '@mui/material/colors';
import { TEAMS, type Team } from '@blood-donation/domain';
import { TEAM_COLORS } from './texts';

function isTeam(team: string): team is Team {
  return (TEAMS as readonly string[]).includes(team);
}

/** A member's teams as coloured chips. */
export function TeamChips({ teams }: { teams: readonly string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {teams.map((team) => (
        <Chip
          key={team}
          size="small"
          label={team}
          sx={isTeam(team) ? { bgcolor: TEAM_COLORS[team], color: common.white } : undefined}
        />
      ))}
    </Stack>
  );
}
