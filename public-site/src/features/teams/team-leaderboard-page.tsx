import { TEAM_TEXTS as T, teamPagePath } from '@blood-donation/domain';
import { Link } from 'react-router-dom';
import { LoadingDots } from '../../components/ui/loading-dots';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTeamLeaderboard } from './api';
import './teams.scss';

function Leaderboard() {
  const { data, isPending, isError } = useTeamLeaderboard();
  if (isPending) return <LoadingDots label={T.leaderboardTitle} height="8rem" />;
  if (isError) return <p className="text-danger">{T.notFound}</p>;
  if (data.length === 0) return <p>{T.leaderboardEmpty}</p>;
  return (
    <ol className="list-unstyled border rounded mb-0" aria-label={T.leaderboardTitle}>
      {data.map((team, index) => (
        <li key={team.slug} className="d-flex justify-content-between align-items-center gap-3 border-bottom px-3 py-2">
          <span className="d-flex align-items-center gap-2 text-break">
            <span className="fw-semibold text-body-secondary" aria-label={`${T.rank} ${index + 1}`}>
              {index + 1}.
            </span>
            <Link className="team-link" to={teamPagePath(team.slug)}>
              {team.name}
            </Link>
          </span>
          <span className="text-nowrap">
            <strong>{team.donationsThisYear}</strong> <span className="visually-hidden">{T.donationsThisYear}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The public team leaderboard: teams (never people) by their members' donations this year. */
export function TeamLeaderboardPage() {
  useDocumentTitle(T.leaderboardTitle);
  return (
    <section className="container py-5">
      <h1 className="mb-2">{T.leaderboardTitle}</h1>
      <p className="text-body-secondary mb-4">{T.leaderboardIntro}</p>
      <p className="small text-body-secondary mb-2" aria-hidden="true">
        {T.team} · {T.donationsThisYear}
      </p>
      <div style={{ minHeight: '40vh' }}>
        <Leaderboard />
      </div>
    </section>
  );
}
