import { APPOINTMENT_LINK_TEXTS as L } from '@blood-donation/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppointmentLink } from './appointment-link';

/** /appointments/manage?token=…: an appointment email's change-or-cancel link, no login needed. */
export function AppointmentLinkPage() {
  useDocumentTitle(L.title);
  const token = useSearchParams()[0].get('token');
  return (
    <section className="container py-4 py-md-5" style={{ maxWidth: '40rem' }}>
      <h1 className="mb-3">{L.title}</h1>
      {token ? (
        <AppointmentLink token={token} />
      ) : (
        <>
          <p className="alert alert-warning" role="alert">
            {L.noToken}
          </p>
          <Link className="btn btn-primary" to={PATHS.login}>
            {L.loginInstead}
          </Link>
        </>
      )}
    </section>
  );
}
