import { MONTH_NAMES, TEAM_KIND_LABELS, TEAM_LEADERBOARD_PATH, TEAM_TEXTS as T, type TeamPage as Team } from '@blood-donation/domain';
import { Link, useParams } from 'react-router-dom';
import { LoadingDots } from '../../components/ui/loading-dots';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTeamPage } from './api';
import './teams.scss';

/** The year's donations by month as a table, each count drawn as a bar beside it (the bar is decoration only). */
function ByMonth({ byMonth }: { byMonth: number[] }) {
  const most = Math.max(1, ...byMonth);
  return (
    <table className="table table-sm align-middle team-months mb-0">
      <caption className="caption-top h5 text-body">{T.byMonth}</caption>
      <thead>
        <tr>
          <th scope="col">{T.month}</th>
          <th scope="col" className="text-end">
            {T.donations}
          </th>
          <th scope="col" aria-hidden="true" className="w-50"></th>
        </tr>
      </thead>
      <tbody>
        {byMonth.map((count, index) => (
          <tr key={MONTH_NAMES[index]}>
            <th scope="row" className="fw-normal">
              {MONTH_NAMES[index]}
            </th>
            <td className="text-end">{count}</td>
            <td aria-hidden="true">
              <span className="team-bar" style={{ width: `${(count / most) * 100}%` }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TeamDetails({ team }: { team: Team }) {
  useDocumentTitle(team.name);
  return (
    <>
      <h1 className="mb-1 text-break">{team.name}</h1>
      <p className="text-body-secondary mb-4">{TEAM_KIND_LABELS[team.kind]}</p>
      <p className="display-6 mb-4">
        <strong>{team.donationsThisYear}</strong> <span className="fs-5">{T.donationsThisYear.toLowerCase()}</span>
      </p>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <ByMonth byMonth={team.byMonth} />
        </div>
        <section className="col-12 col-lg-5" aria-labelledby="team-members-title">
          <h2 id="team-members-title" className="h5">
            {T.members}
          </h2>
          {team.members.length === 0 ? (
            <p>{T.membersNone}</p>
          ) : (
            <ul aria-labelledby="team-members-title">
              {team.members.map((username) => (
                <li key={username} className="text-break">
                  {username}
                </li>
              ))}
            </ul>
          )}
          <p className="small text-body-secondary">{T.membersNote}</p>
        </section>
      </div>
    </>
  );
}

/** /teams/{slug}: a team's donations this year, by month, and the usernames of members who chose to be shown. */
export function TeamPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError } = useTeamPage(slug);
  return (
    <section className="container py-5">
      {isPending && <LoadingDots label={T.team} height="8rem" />}
      {isError && <h1 className="h3">{T.notFound}</h1>}
      {data && <TeamDetails team={data} />}
      <p className="mt-4 mb-0">
        <Link className="btn btn-outline-primary" to={TEAM_LEADERBOARD_PATH}>
          {T.allTeams}
        </Link>
      </p>
    </section>
  );
}
