import { formatDay, MILESTONE_TEXTS as T } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, fetchCall } from '../../testing/test-utils';
import { openDashboard } from './dashboard.fixtures';

describe('the milestones card of the User Dashboard', () => {
  it('shows a badge per milestone, the self-reported one marked, without axe violations', async () => {
    await openDashboard({
      milestones: [
        { count: 1, reachedAt: '2025-02-01', selfReported: true },
        { count: 3, reachedAt: '2026-11-20', selfReported: false },
      ],
    });
    expect(fetchCall(4).url).toBe('/api/user/milestones');
    const card = screen.getByRole('region', { name: T.heading });
    const badges = await within(card).findAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      `${T.badge(1)}${T.reachedOn('2025-02-01')}${T.selfReported}`,
      `${T.badge(3)}${T.reachedOn('2026-11-20')}`,
    ]);
    expect(within(card).getByText(formatDay('2026-11-20'), { exact: false })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('invites the first donation when there is none yet', async () => {
    await openDashboard();
    expect(await within(screen.getByRole('region', { name: T.heading })).findByText(T.none)).toBeInTheDocument();
  });
});
