import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from '../../lib/profile';
import { EmailChangeForm } from './email-change-form';
import { ProfileForm } from './profile-form';
import { PROFILE_TEXTS as T } from './texts';

/** /profile, from the navbar's user menu and the dashboard. */
export function ProfilePage() {
  useDocumentTitle(T.title);
  const { data: profile, isError } = useProfile();
  return (
    <section className="container py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="mb-2">{T.title}</h1>
      <p className="text-body-secondary">{T.intro}</p>
      {isError && <p role="alert">{T.loadFailed}</p>}
      {profile && (
        <>
          <ProfileForm profile={profile} />
          <hr className="my-4" />
          <EmailChangeForm email={profile.email} />
        </>
      )}
      <p className="text-center mt-4 mb-0">
        <Link className="tap-link" to={PATHS.userDashboard}>{T.backToDashboard}</Link>
      </p>
    </section>
  );
}
