import { DONOR_CARD_TEXTS as T, formatMomentIn, todayIn } from '@blood-donation/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MilestoneBadges } from '../../components/milestone-badges';
import { useAuth } from '../../lib/auth';
import { PATHS } from '../../lib/paths';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCardMilestones, useDonorCard } from './api/donor-card';
import { DonorCardView } from './donor-card-view';
import { saveCard, savedCardOf } from './saved-card';

/**
 * /donor-card: the donor's digital card, to show at a drive's desk. Its last state stays on this device, so it opens
 * with no signal (or no session) at the drive, marked as saved; it goes with logout and account deletion.
 */
export function DonorCardPage() {
  useDocumentTitle(T.title);
  const { session } = useAuth();
  const email = session?.email ?? '';
  const { data, isError } = useDonorCard();
  const { data: milestones } = useCardMilestones();
  const badges = milestones && milestones.length > 0 ? <MilestoneBadges milestones={milestones} /> : undefined;
  const [saved] = useState(() => savedCardOf(localStorage, email));
  useEffect(() => {
    if (data) saveCard(localStorage, email, data);
  }, [data, email]);
  const today = todayIn(SITE_TIME_ZONE);
  return (
    <section className="container py-4 py-md-5" style={{ maxWidth: '32rem' }}>
      <h1 className="mb-2">{T.title}</h1>
      <p className="text-body-secondary">{T.intro}</p>
      {data && <DonorCardView card={data} today={today} badges={badges} />}
      {!data && saved && (
        <>
          <p className="alert alert-info" role="status">
            {T.savedOnDevice(formatMomentIn(saved.savedAt, SITE_TIME_ZONE))}
          </p>
          <DonorCardView card={saved.card} today={today} />
        </>
      )}
      {!data && !saved && (isError ? <p role="alert">{T.unavailable}</p> : <p role="status">{T.loading}</p>)}
      <p className="text-center mt-4 mb-0">
        <Link className="tap-link" to={PATHS.userDashboard}>
          {T.backToDashboard}
        </Link>
      </p>
    </section>
  );
}
