import { USER_PATHS } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { renderApp, storeSession } from '../testing/test-utils';

describe('routes', () => {
  it('shows the home page at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saving Lives, One Donation at a Time' })).toBeInTheDocument();
    expect(document.title).toBe('Home | Blood Donation');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it.each(USER_PATHS)('sends a visitor without a token from %s to /login', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('opens the user dashboard with a stored token: its links to the four pages, in its navigation', async () => {
    storeSession();
    renderApp('/user-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('User Dashboard | Blood Donation');
    const cards = [
      ['Donate Blood', '/donateBlood'],
      ['Make Request', '/makeRequest'],
      ['Donation History', '/user-donors'],
      ['Request History', '/requestHistory'],
    ];
    const pages = screen.getByRole('navigation', { name: 'Your pages' });
    for (const [name, href] of cards) expect(within(pages).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('shows the volunteer form at /get-involved to a logged-in visitor', async () => {
    storeSession();
    renderApp('/get-involved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Volunteer Form' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path, with a way home', async () => {
    const { user } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! You seem to be lost.' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Blood Donation');
    await user.click(screen.getByRole('link', { name: 'Go Back Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saving Lives, One Donation at a Time' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('scrolls to the top on every route change', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    (window.scrollTo as jest.Mock).mockClear();
    await user.click(screen.getAllByRole('link', { name: 'Login' })[0]);
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
