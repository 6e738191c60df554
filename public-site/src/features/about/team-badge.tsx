import { teamColors } from '@blood-donation/domain';

/** A board member's team as a badge in the team's colour, the same as in the admin panel; grey for an unknown team. */
export function TeamBadge({ team }: { team: string }) {
  const { background, text } = teamColors(team);
  return (
    <span className="badge" style={{ backgroundColor: background, color: text }}>
      {team}
    </span>
  );
}
