import { teamColors } from '@blood-donation/domain';
import { ColorBadge } from '../../components/ui/color-badge';

/** A board member's team as a badge in the team's colour, the same as in the admin panel; grey for an unknown team. */
export function TeamBadge({ team }: { team: string }) {
  return <ColorBadge label={team} colors={teamColors(team)} />;
}
