import { DRIVE_SCREEN_TEXTS as T } from '@blood-donation/domain';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { loginPathBackTo } from '../../lib/return-path';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DriveBooking } from './drive-booking';

/** /drives/{id}/book: a logged-in donor picks a time at a drive; a visitor logs in first and comes back here. */
export function DriveBookingPage() {
  useDocumentTitle(T.bookATime);
  const { session } = useAuth();
  const { pathname } = useLocation();
  const driveId = Number(useParams().id);
  if (!session) return <Navigate to={loginPathBackTo(pathname)} replace />;
  return (
    <section className="container py-4 py-md-5">
      {Number.isInteger(driveId) && driveId > 0 ? (
        <DriveBooking driveId={driveId} />
      ) : (
        <>
          <h1>{T.bookATime}</h1>
          <p>{T.notADrive}</p>
        </>
      )}
    </section>
  );
}
