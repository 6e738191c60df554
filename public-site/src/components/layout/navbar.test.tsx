import { STORAGE_KEYS } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

async function openHome() {
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('navbar', () => {
  it('offers the public links, Sign Up and Login to a visitor', async () => {
    await openHome();
    const nav = within(mainNav());
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact-us'],
      ['Events & Drives', '/events'],
      ['FAQs', '/faqs'],
      ['Sign Up', '/register'],
      ['Login', '/login'],
    ]) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'User Dashboard' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the mobile menu with its toggle', async () => {
    const { user } = await openHome();
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.getElementById('main-menu')).toHaveClass('show'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['user', 'volunteer'])('shows User Dashboard and Logout to the %s role', async (role) => {
    storeSession({ roles: [role] });
    await openHome();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'User Dashboard' })).toHaveAttribute('href', '/user-dashboard');
    expect(nav.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it.each(['moderator', 'admin', 'superAdmin'])('shows Admin Dashboard (a full page link) and not User Dashboard to %s', async (role) => {
    storeSession({ roles: [role] });
    await openHome();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    expect(nav.queryByRole('link', { name: 'User Dashboard' })).not.toBeInTheDocument();
  });

  it('asks before logging out; Cancel keeps the session', async () => {
    storeSession();
    const { user } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['succeeds', () => jsonResponse(200, {})],
    ['fails', () => new TypeError('Failed to fetch')],
  ])('logs out when the server call %s: clears the session, goes to /login and toasts', async (_case, answer) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSession();
    localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
    answerFetch(answer());
    const { user } = await openHome();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, log out' }));

    expect(within(await screen.findByRole('alert')).getByText('You have successfully logged out.', { exact: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(fetchCall()).toMatchObject({ url: '/api/auth/logout', init: { method: 'POST', credentials: 'include' } });
    for (const key of [STORAGE_KEYS.email, STORAGE_KEYS.token, STORAGE_KEYS.loggedIn, STORAGE_KEYS.roles]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem(STORAGE_KEYS.darkMode)).toBe('true');
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
