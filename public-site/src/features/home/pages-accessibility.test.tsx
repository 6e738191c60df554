import { STORAGE_KEYS } from '@blood-donation/domain';
import { screen } from '@testing-library/react';
import { answerFetch, jsonResponse, renderApp, expectNoAxeViolations, scrollToLazyParts } from '../../testing/test-utils';


const MEMBERS = [
  { _id: 'a1', full_name: 'Nina Rao', description: 'Open source lead.', linkedin_url: 'https://www.linkedin.com/in/nina', twitter_url: null, github_url: 'https://github.com/nina', teams: ['open-source', 'design'], photoUrl: '/photo/a1' },
  { _id: 'b2', full_name: 'Omar Haddad', description: 'Social team.', linkedin_url: null, twitter_url: 'https://x.com/omar', github_url: null, teams: ['social', 'broadcast', 'resource-sharing'], photoUrl: null },
];

describe.each(['light', 'dark'])('home, about, info and newsletter pages in the %s theme (axe-core)', (theme) => {
  beforeEach(() => {
    if (theme === 'dark') localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
  });

  async function openPage(path: string, heading: string) {
    const view = renderApp(path, { probe: false });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(document.documentElement).toHaveAttribute('data-bs-theme', theme);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await screen.findByRole('contentinfo');
    return view;
  }

  it('home, with the newsletter message and the Login Required dialog', async () => {
    const { user } = await openPage('/', 'Saving Lives, One Donation at a Time');
    await expectNoAxeViolations();
    scrollToLazyParts();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await screen.findByText('Email is required');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await screen.findByRole('dialog', { name: 'Login Required' });
    await expectNoAxeViolations();
  });

  it('about us with board members, and our story', async () => {
    answerFetch(jsonResponse(200, MEMBERS));
    const { unmount } = await openPage('/about-us', 'About Us');
    await screen.findByRole('heading', { level: 3, name: 'Nina Rao' });
    await expectNoAxeViolations();
    unmount();
    await openPage('/our-story', 'Our Story');
    await expectNoAxeViolations();
  });

  it.each([
    ['/faqs', 'Frequently Asked Questions'],
    ['/terms', 'Terms of Use'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/join-us', 'Join Us'],
  ])('%s', async (path, heading) => {
    await openPage(path, heading);
    await expectNoAxeViolations();
  });

  it('unsubscribe, done and failed', async () => {
    answerFetch(jsonResponse(200, {}));
    const { unmount } = await openPage('/unsubscribe?token=abc', 'Unsubscribe');
    await screen.findByText('You have been unsubscribed from the newsletter.');
    await expectNoAxeViolations();
    unmount();
    answerFetch(jsonResponse(404, { message: 'This unsubscribe link is not valid.' }));
    await openPage('/unsubscribe?token=bad', 'Unsubscribe');
    await screen.findByText('This unsubscribe link is not valid.');
    await expectNoAxeViolations();
  });
});
