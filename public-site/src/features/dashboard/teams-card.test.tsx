import { type MyTeam, TEAM_MESSAGES, TEAM_TEXTS as T } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse } from '../../testing/test-utils';
import { DASHBOARD_CALLS, openDashboard } from './dashboard.fixtures';

const OWNED: MyTeam = {
  id: 1,
  slug: 'harbour-works',
  name: 'Harbour Works',
  kind: 'workplace',
  joinCode: 'K7QX4MPA',
  role: 'owner',
  shown: false,
  joinedOn: '2026-11-01',
  members: [
    { userId: 5, username: 'asha', owner: true, joinedOn: '2026-11-01' },
    { userId: 9, username: 'ravi', owner: false, joinedOn: '2026-11-03' },
  ],
};

const card = () => screen.getByRole('region', { name: T.cardTitle });

describe("the User Dashboard's Teams card", () => {
  it('shows each team with its join code, the shown switch (off by default) and, for its owner, the members to remove', async () => {
    await openDashboard({ teams: [OWNED] });
    expect(await within(card()).findByRole('link', { name: 'Harbour Works' })).toHaveAttribute('href', '/teams/harbour-works');
    expect(fetchCall(DASHBOARD_CALLS - 3).url).toBe('/api/user/teams');
    expect(within(card()).getByText('K7QX4MPA')).toBeInTheDocument();
    expect(within(card()).getByRole('switch', { name: T.show })).not.toBeChecked();
    expect(within(card()).getByRole('button', { name: T.remove('ravi') })).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: T.remove('asha') })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('joins with a code and shows the server’s answer under the field when no team has it', async () => {
    const { user } = await openDashboard();
    expect(await within(card()).findByText(T.noTeams)).toBeInTheDocument();
    await user.type(within(card()).getByLabelText(T.joinCode), 'zzzz2222');
    answerFetch(jsonResponse(400, { statusCode: 400, message: TEAM_MESSAGES.joinCodeUnknown, errorCode: 'VALIDATION_FAILED', errors: { joinCode: [TEAM_MESSAGES.joinCodeUnknown] } }));
    await user.click(within(card()).getByRole('button', { name: T.join }));
    const { url, init, body } = fetchCall(DASHBOARD_CALLS);
    expect([url, init.method, body]).toEqual(['/api/teams/join', 'POST', { joinCode: 'zzzz2222' }]); // the server ignores case
    expect(await within(card()).findAllByText(TEAM_MESSAGES.joinCodeUnknown)).not.toHaveLength(0);
  });

  it('removes a member only after the confirmation', async () => {
    const { user } = await openDashboard({ teams: [OWNED] });
    await user.click(await within(card()).findByRole('button', { name: T.remove('ravi') }));
    const dialog = await screen.findByRole('dialog', { name: T.remove('ravi') });
    expect(within(dialog).getByText(T.removeConfirm('ravi', 'Harbour Works'))).toBeInTheDocument();
    answerFetch(jsonResponse(200, { message: TEAM_MESSAGES.removed }), jsonResponse(200, [{ ...OWNED, members: OWNED.members!.slice(0, 1) }]));
    await user.click(within(dialog).getByRole('button', { name: T.confirm }));
    await expectToast(T.removed);
    const { url, init } = fetchCall(DASHBOARD_CALLS);
    expect([url, init.method]).toEqual(['/api/teams/harbour-works/members/9', 'DELETE']);
  });
});
