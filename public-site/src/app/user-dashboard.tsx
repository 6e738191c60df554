import { UserDashboardPage } from '../features/dashboard/user-dashboard-page';
import { TWO_FACTOR_CARD_TEXTS } from '../features/two-factor/texts';
import { TwoFactorCard } from '../features/two-factor/two-factor-card';

/** The cards other features add to the dashboard, after its own: features meet here, never in each other. */
const MORE_CARDS = [{ id: 'two-factor-title', title: TWO_FACTOR_CARD_TEXTS.title, content: <TwoFactorCard /> }];

/** The User Dashboard, with the 'Two-factor authentication' card (issue 25). */
export function UserDashboard() {
  return <UserDashboardPage moreCards={MORE_CARDS} />;
}
