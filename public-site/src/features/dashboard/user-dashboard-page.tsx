import './dashboard.scss';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { IconProps } from '../../components/ui/icons';
import { useAuth } from '../../lib/auth';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppointmentsCard } from './appointments-card';
import { AvailabilityCard } from './availability-card';
import { ConsentsCard } from './consents-card';
import { DonorPanel } from './donor-panel';
import { CardIcon, DonateIcon, HistoryIcon, KeyIcon, ListIcon, RequestIcon } from './dashboard-icons';
import { EligibilityCard } from './eligibility-card';
import { NotificationsCard } from './notifications-card';
import { JourneyCard } from './journey-card';
import { MilestonesCard } from './milestones-card';
import { PasskeysCard } from './passkeys-card';
import { ProfileSummary } from './profile-summary';
import { SessionsCard } from './sessions-card';
import { DASHBOARD_TEXTS as T } from './texts';
import { TeamsCard } from './teams-card';
import { VolunteeringCard } from './volunteering-card';
import { YourDataCard } from './your-data-card';

/** The donor's pages, as compact links: the histories first, then the forms and the password. */
const LINKS: { title: string; to: string; Icon: ComponentType<IconProps> }[] = [
  { title: 'Donation History', to: PATHS.userDonors, Icon: HistoryIcon },
  { title: 'Request History', to: PATHS.requestHistory, Icon: ListIcon },
  { title: 'My Asks', to: PATHS.myAsks, Icon: ListIcon },
  { title: 'Donor Card', to: PATHS.donorCard, Icon: CardIcon },
  { title: 'Donate Blood', to: PATHS.donateBlood, Icon: DonateIcon },
  { title: 'Make Request', to: PATHS.makeRequest, Icon: RequestIcon },
  { title: 'Change Password', to: PATHS.changePassword, Icon: KeyIcon },
];

/** A card of another feature, for the account's section: the app composes them (app/user-dashboard.tsx). */
export interface DashboardCard {
  /** The id of the card's heading, which names the card. */
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Leads with what to do next (when the donor can give, whether they may be asked), then the links, then the account.
 * An address with a #card-heading (the Passkeys card's, from /two-factor) opens at that card.
 */
export function UserDashboardPage({ moreCards = [] }: { moreCards?: readonly DashboardCard[] }) {
  useDocumentTitle('User Dashboard');
  const { session } = useAuth();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
  return (
    <section className="container py-4 py-md-5">
      <h1 className="mb-2">User Dashboard</h1>
      <p className="text-body-secondary mb-4">{session?.username ? `Welcome, ${session.username}.` : 'Welcome.'} What would you like to do today?</p>
      <ProfileSummary />
      <div className="row row-cols-1 row-cols-lg-2 g-4">
        <AppointmentsCard />
        <EligibilityCard />
        <AvailabilityCard />
        <MilestonesCard />
      </div>
      <nav className="my-4" aria-labelledby="dashboard-links-title">
        <h2 id="dashboard-links-title" className="h5 mb-3">
          {T.links}
        </h2>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2 list-unstyled mb-0">
          {LINKS.map(({ title, to, Icon }) => (
            <li className="col" key={to}>
              <Link className="dashboard-link btn btn-outline-primary w-100" to={to}>
                <Icon size={20} />
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="row row-cols-1 row-cols-lg-2 g-4">
        <VolunteeringCard />
        <ConsentsCard />
        <SessionsCard />
        <NotificationsCard />
        <YourDataCard />
        <JourneyCard />
        <TeamsCard />
        <PasskeysCard />
        {moreCards.map(({ id, title, content }) => (
          <DonorPanel key={id} id={id} title={title}>
            {content}
          </DonorPanel>
        ))}
      </div>
    </section>
  );
}
