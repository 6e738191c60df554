import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useProfile } from '../../lib/profile';
import { PROFILE_SUMMARY_TEXTS as T } from './texts';

/** The dashboard's line about the donor: their blood group (and whether a donation confirmed it) and city. */
export function ProfileSummary() {
  const { data: profile } = useProfile();
  if (!profile) return null;
  const bloodGroup = profile.bloodGroup ? `${profile.bloodGroup}${profile.bloodGroupConfirmed ? '' : ` (${T.notConfirmed})`}` : T.unknown;
  return (
    <p className="d-flex flex-wrap align-items-center gap-2 mb-4" aria-label="Your profile">
      <span className="badge text-bg-danger fs-6">
        {T.bloodGroup}: {bloodGroup}
      </span>
      <span className="badge text-bg-secondary fs-6">
        {T.city}: {profile.city ?? T.noCity}
      </span>
      <Link className="d-inline-flex align-items-center" style={{ minHeight: 44 }} to={PATHS.profile}>
        {T.edit}
      </Link>
    </p>
  );
}
