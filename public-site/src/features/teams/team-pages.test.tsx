import { TEAM_TEXTS as T } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';

describe('the public team pages', () => {
  it("shows a team's donations this year, by month, and only the members who chose to be shown", async () => {
    answerFetch(jsonResponse(200, { name: 'Harbour Works', kind: 'workplace', donationsThisYear: 5, byMonth: [1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0], members: ['ravi'] }));
    renderApp('/teams/harbour-works');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Works' })).toBeInTheDocument();
    expect(fetchCall(0).url).toBe('/api/teams/harbour-works');
    const table = screen.getByRole('table', { name: T.byMonth });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: 'April 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: T.members })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ravi']);
    await expectNoAxeViolations();
  });

  it('says so when no team has the address', async () => {
    answerFetch(jsonResponse(404, { statusCode: 404, message: 'Team not found.' }));
    renderApp('/teams/no-such-team');
    expect(await screen.findByRole('heading', { level: 1, name: T.notFound })).toBeInTheDocument();
  });

  it('ranks teams on the leaderboard, each linking to its page', async () => {
    answerFetch(jsonResponse(200, [{ slug: 'harbour-works', name: 'Harbour Works', donationsThisYear: 5 }, { slug: 'city-college', name: 'City College', donationsThisYear: 2 }]));
    renderApp('/team-leaderboard');
    const list = await screen.findByRole('list', { name: T.leaderboardTitle });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/teams/harbour-works', '/teams/city-college']);
    await expectNoAxeViolations();
  });
});
