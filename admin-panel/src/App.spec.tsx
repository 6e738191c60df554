import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readStoredToast, storeToast, STORAGE_KEYS } from '@blood-donation/domain';
import { App } from './App';
import { replaceWithPublicPage } from './auth/publicSite';
import { storeSession } from './test/session';

jest.mock('./auth/publicSite', () => ({
  ...jest.requireActual('./auth/publicSite'),
  goToPublicPage: jest.fn(),
  replaceWithPublicPage: jest.fn(),
}));

const dashboardCards: [string, string][] = [
  ['Add Donors', '/addDonors'],
  ['Users', '/users'],
  ['Blood Requests History', '/bloodRequests'],
  ['Donors', '/donorlist'],
  ['Events', '/event-management'],
  ['Volunteers', '/volunteers'],
  ['Contacts', '/contacts'],
  ['Teams', '/teams'],
];

/** A moderator's cards: the screens of blood requests, volunteers and contacts (domain's permissions.ts). */
const MODERATOR_CARDS = dashboardCards.filter(([, path]) => ['/bloodRequests', '/volunteers', '/contacts'].includes(path));

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
  globalThis.fetch = jest.fn(() => Promise.reject(new Error('no server in these tests'))) as typeof fetch;
});

describe('with an admin session from the public /login', () => {
  beforeEach(() => storeSession(['admin']));

  it('opens the dashboard at /admin-dashboard with its eight cards', async () => {
    openAt('/admin-dashboard');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const cards = within(main).getAllByRole('link');
    expect(cards.map((card) => [card.textContent, card.getAttribute('href')])).toEqual(dashboardCards);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Admin Dashboard');
    expect(replaceWithPublicPage).not.toHaveBeenCalled();
  });

  it("redirects the panel's root to /admin-dashboard", async () => {
    openAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin-dashboard');
  });

  it('offers the same destinations in the sidebar, plus the public home page', async () => {
    openAt('/admin-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    const menu = screen.getByRole('menu');
    for (const [label, path] of [['Admin Dashboard', '/admin-dashboard'], ...dashboardCards, ['Hospitals', '/hospitals'], ['Your sessions', '/your-sessions'], ['Home', '/']]) {
      expect(within(menu).getByRole('menuitem', { name: label })).toHaveAttribute('href', path);
    }
  });

  it('shows the 404 page for a path it does not know', async () => {
    openAt('/teams/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! You seem to be lost.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });

  it('shows a toast the public site left, once', async () => {
    storeToast(window.localStorage, 'Login successful!', 'success');
    openAt('/admin-dashboard');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(readStoredToast(window.localStorage)).toBeNull();
  });

  it('switches the theme, stores it under the shared key and says so', async () => {
    window.localStorage.setItem(STORAGE_KEYS.darkMode, 'false');
    openAt('/admin-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });

    await userEvent.click(screen.getByRole('button', { name: 'Toggle light/dark theme' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('true');
    expect(await screen.findByText('switched to dark theme.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Toggle light/dark theme' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('false');
    expect(await screen.findByText('switched to light theme.')).toBeInTheDocument();
  });

  it('asks before logging out', async () => {
    openAt('/admin-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });
});

describe('with a drive staff session', () => {
  beforeEach(() => storeSession(['driveStaff']));

  it('goes from the dashboard to the drive desk; the sidebar has it, the hospitals (to read) and their sessions, besides Home', async () => {
    openAt('/admin-dashboard');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(window.location.pathname).toBe('/drive-desk'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Drive desk' })).toBeInTheDocument();
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([['Drive desk', '/drive-desk'], ['Hospitals', '/hospitals'], ['Your sessions', '/your-sessions'], ['Home', '/']]));
    expect(replaceWithPublicPage).not.toHaveBeenCalled();
  });

  it.each(['/users', '/bloodRequests', '/event-management'])('shows Access Denied at %s', async (path) => {
    openAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not part of your role.' })).toBeInTheDocument();
  });
});

describe('with a moderator session', () => {
  beforeEach(() => storeSession(['moderator']));

  it('lets the moderator in and shows only the cards of blood requests, volunteers and contacts', async () => {
    openAt('/admin-dashboard');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(within(main).getAllByRole('link').map((card) => [card.textContent, card.getAttribute('href')])).toEqual(MODERATOR_CARDS));
    expect(replaceWithPublicPage).not.toHaveBeenCalled();
  });

  it('offers the same in the sidebar, the drive desk and their sessions: no users, donors, events, teams or audit log', async () => {
    openAt('/admin-dashboard');
    const menu = await screen.findByRole('menu');
    const expected = [['Admin Dashboard', '/admin-dashboard'], ...MODERATOR_CARDS, ['Drive desk', '/drive-desk'], ['Your sessions', '/your-sessions'], ['Home', '/']];
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual(expected));
  });

  it.each(['/users', '/donorlist', '/teams', '/audit-log', '/addDonors', '/event-management', '/create-event', '/manage-events'])(
    'shows Access Denied at %s, with the way back to the dashboard',
    async (path) => {
      openAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'This page is not part of your role.' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin-dashboard');
      expect(window.location.pathname).toBe(path);
      expect(document.title).toBe('Access Denied');
    },
  );
});

describe('without an admin session', () => {
  it('renders nothing of the panel and leaves for the public /login', async () => {
    openAt('/admin-dashboard');
    await waitFor(() => expect(replaceWithPublicPage).toHaveBeenCalledWith('/login'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('does the same for a user-role session', async () => {
    storeSession(['user']);
    openAt('/users');
    await waitFor(() => expect(replaceWithPublicPage).toHaveBeenCalledWith('/login'));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
