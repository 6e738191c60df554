import { type Team, TEAMS } from '@blood-donation/domain';

// text-bg-* pairs each background with a text colour that passes contrast (4.5:1) in both themes; they do not
// use the theme's primary, whose dark-mode value is too light for white text.
const TEAM_CLASS: Record<Team, string> = {
  'open-source': 'text-bg-success',
  social: 'text-bg-info',
  broadcast: 'text-bg-warning',
  design: 'text-bg-danger',
  'resource-sharing': 'text-bg-dark',
};

const isTeam = (team: string): team is Team => (TEAMS as readonly string[]).includes(team);

/** A board member's team as a coloured badge; a team the site does not know is grey. */
export function TeamBadge({ team }: { team: string }) {
  return <span className={`badge ${isTeam(team) ? TEAM_CLASS[team] : 'text-bg-secondary'}`}>{team}</span>;
}
