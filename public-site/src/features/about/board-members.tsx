import defaultUser from '../../assets/default-user.svg';
import { LoadingDots } from '../../components/ui/loading-dots';
import { type BoardMember, useBoardMembers } from './api/get-board-members';
import { ProfileLinks } from './profile-links';
import { TeamBadge } from './team-badge';
import { ABOUT_TEXTS as T } from './texts';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; members: BoardMember[] };

function MemberCard({ member }: { member: BoardMember }) {
  return (
    <div className="card h-100 shadow-sm text-center">
      <div className="card-body">
        {member.photoUrl ? (
          <img src={member.photoUrl} alt={member.full_name} width={96} height={96} loading="lazy" className="profile-photo rounded-circle mb-3" />
        ) : (
          <img src={defaultUser} alt="" width={96} height={96} loading="lazy" className="profile-photo rounded-circle mb-3" data-default-photo="" />
        )}
        <h3 className="h5 card-title">{member.full_name}</h3>
        {member.teams.length > 0 && (
          <ul className="list-inline mb-2" aria-label={`Teams of ${member.full_name}`}>
            {member.teams.map((team) => (
              <li className="list-inline-item" key={team}>
                <TeamBadge team={team} />
              </li>
            ))}
          </ul>
        )}
        <p className="card-text text-body-secondary">{member.description}</p>
        <ProfileLinks name={member.full_name} linkedin={member.linkedin_url} twitter={member.twitter_url} github={member.github_url} />
      </div>
    </div>
  );
}

/** GET /api/board-members (public): a card per member, or the loading, empty or failed text. */
export function BoardMembers() {
  const { data: members, isError } = useBoardMembers();
  const state: State = isError ? { status: 'failed' } : members ? { status: 'loaded', members } : { status: 'loading' };

  if (state.status === 'loading') return <LoadingDots label={T.loading} height="8rem" />;
  if (state.status === 'failed') return <p className="text-danger-emphasis text-center mb-0">{T.failed}</p>;
  if (state.members.length === 0) return <p className="text-body-secondary text-center mb-0">{T.empty}</p>;
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-4 list-unstyled mb-0">
      {state.members.map((member) => (
        <li className="col" key={member._id}>
          <MemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
