import { type BoardMemberRecord, TEAM_COLORS } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { answerFetch, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';

const MEMBERS: BoardMemberRecord[] = [
  {
    _id: 'a1',
    full_name: 'Nina Rao',
    description: 'Leads the open-source work.',
    linkedin_url: 'https://www.linkedin.com/in/nina',
    twitter_url: null,
    github_url: 'https://github.com/nina',
    teams: ['open-source', 'design'],
    photoUrl: '/api/board-members/a1/photo',
  },
  { _id: 'b2', full_name: 'Omar Haddad', description: 'Runs the social team.', linkedin_url: null, twitter_url: 'https://x.com/omar', github_url: null, teams: ['social'], photoUrl: null },
];

async function openAbout() {
  const view = renderApp('/about-us');
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  return view;
}

describe('about-us page', () => {
  it('shows the mission with four aims, the founder card and the Our Story link', async () => {
    answerFetch(jsonResponse(200, []));
    const { user } = await openAbout();
    expect(document.title).toBe('About Us | Blood Donation');
    const mission = screen.getByRole('region', { name: 'Our Mission' });
    expect(within(mission).getAllByRole('listitem')).toHaveLength(4);
    const image = mission.querySelector('img');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '240');
    const founders = within(screen.getByRole('region', { name: 'Founder and Co-Founders' }));
    expect(founders.getByText('founder')).toBeInTheDocument();
    for (const network of ['LinkedIn', 'X (Twitter)', 'GitHub']) {
      expect(founders.getByRole('link', { name: new RegExp(`on ${network.replace(/[()]/g, '\\$&')}$`) })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    await user.click(screen.getByRole('link', { name: 'Learn More About Our Journey' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/our-story');
  });

  it('loads the board members: loading dots, then cards with photo or default image, team badges and links', async () => {
    let answer!: (response: Response) => void;
    answerFetch(new Promise<Response>((resolve) => (answer = resolve)));
    await openAbout();
    expect(fetchCall()).toMatchObject({ url: '/api/board-members', init: { method: 'GET' } });
    expect(screen.getByText('Loading board members...')).toBeInTheDocument();
    answer(jsonResponse(200, MEMBERS));
    const board = within(screen.getByRole('region', { name: 'Board Members' }));
    expect(await board.findByRole('heading', { level: 3, name: 'Nina Rao' })).toBeInTheDocument();
    expect(screen.queryByText('Loading board members...')).not.toBeInTheDocument();

    const photo = board.getByRole('img', { name: 'Nina Rao' });
    expect(photo).toHaveAttribute('src', '/api/board-members/a1/photo');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '96');
    const omarCard = board.getByRole('heading', { name: 'Omar Haddad' }).closest('.card') as HTMLElement;
    const fallback = omarCard.querySelector('img');
    expect(fallback).toHaveAttribute('data-default-photo');
    expect(fallback).toHaveAttribute('src', '/assets/test-file-stub.svg');

    const ninaTeams = board.getByRole('list', { name: 'Teams of Nina Rao' });
    // The shared team colours, the same as the admin panel's chips.
    expect(within(ninaTeams).getByText('open-source')).toHaveStyle({ backgroundColor: TEAM_COLORS['open-source'].background, color: TEAM_COLORS['open-source'].text });
    expect(within(ninaTeams).getByText('design')).toHaveStyle({ backgroundColor: TEAM_COLORS.design.background });
    expect(within(omarCard).getByText('social')).toHaveStyle({ backgroundColor: TEAM_COLORS.social.background });

    expect(board.getByRole('link', { name: 'Nina Rao on GitHub' })).toHaveAttribute('href', 'https://github.com/nina');
    expect(board.getByRole('link', { name: 'Omar Haddad on X (Twitter)' })).toHaveAttribute('href', 'https://x.com/omar');
    expect(board.queryByRole('link', { name: 'Omar Haddad on LinkedIn' })).not.toBeInTheDocument();
  });

  it('says when there are no board members yet', async () => {
    answerFetch(jsonResponse(200, []));
    await openAbout();
    expect(await screen.findByText('No board members yet.')).toBeInTheDocument();
  });

  it('says when the board members fail to load', async () => {
    answerFetch(jsonResponse(500, { message: 'Down' }));
    await openAbout();
    expect(await screen.findByText('Failed to load board members.')).toBeInTheDocument();
  });
});
