import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import type { IconProps } from '../../components/ui/icons';
import { useAuth } from '../../lib/auth';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AvailabilityCard } from './availability-card';
import { ConsentsCard } from './consents-card';
import { DonateIcon, HistoryIcon, KeyIcon, ListIcon, RequestIcon } from './dashboard-icons';
import { EligibilityCard } from './eligibility-card';
import { ProfileSummary } from './profile-summary';
import { VolunteeringCard } from './volunteering-card';
import { YourDataCard } from './your-data-card';

const CARDS: { title: string; to: string; text: string; Icon: ComponentType<IconProps> }[] = [
  { title: 'Donate Blood', to: PATHS.donateBlood, text: 'Record a blood donation you have made.', Icon: DonateIcon },
  { title: 'Make Request', to: PATHS.makeRequest, text: 'Ask donors for blood for a patient.', Icon: RequestIcon },
  { title: 'Donation History', to: PATHS.userDonors, text: 'See every donation you have recorded.', Icon: HistoryIcon },
  { title: 'Request History', to: PATHS.requestHistory, text: 'Follow the status of your blood requests.', Icon: ListIcon },
  { title: 'My Asks', to: PATHS.myAsks, text: 'Answer the blood requests you were asked to help with.', Icon: ListIcon },
  { title: 'Change Password', to: PATHS.changePassword, text: 'Choose a new password; your other sessions log out.', Icon: KeyIcon },
];

export function UserDashboardPage() {
  useDocumentTitle('User Dashboard');
  const { session } = useAuth();
  return (
    <section className="container py-5">
      <h1 className="mb-2">User Dashboard</h1>
      <p className="text-body-secondary mb-4">{session?.username ? `Welcome, ${session.username}.` : 'Welcome.'} What would you like to do today?</p>
      <ProfileSummary />
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-4 list-unstyled">
        {CARDS.map(({ title, to, text, Icon }) => (
          <li className="col" key={to}>
            <div className="card h-100 dashboard-card shadow-sm">
              <div className="card-body text-center p-4">
                <Icon size={48} className="text-primary mb-3" />
                <h2 className="h5 card-title">
                  <Link className="stretched-link link-body-emphasis text-decoration-none" to={to}>
                    {title}
                  </Link>
                </h2>
                <p className="card-text text-body-secondary mb-0">{text}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="row row-cols-1 row-cols-lg-2 g-4 mt-1">
        <EligibilityCard />
        <AvailabilityCard />
        <VolunteeringCard />
        <ConsentsCard />
        <YourDataCard />
      </div>
    </section>
  );
}
