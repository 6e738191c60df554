import { expect, test } from './support/fixtures';
import { ADMIN, AUTH_STATE } from './support/product';
import { expectToast, logInThroughForm } from './support/ui';

const dashboardCards: [string, string][] = [
  ['Add Donors', '/addDonors'], ['Users', '/users'], ['Blood Requests History', '/bloodRequests'], ['Donors', '/donorlist'],
  ['Events', '/event-management'], ['Volunteers', '/volunteers'], ['Contacts', '/contacts'], ['Teams', '/teams'],
];

test.describe('as the superAdmin', () => {
  test.use({ storageState: AUTH_STATE.admin });

  test('the admin dashboard shows every card with its link', async ({ page }) => {
    await page.goto('/admin-dashboard');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    for (const [card, path] of dashboardCards) {
      await expect(main.getByRole('link', { name: new RegExp(`^${card}`) })).toHaveAttribute('href', path);
    }
  });

  test('the public navbar offers the admin dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'User Dashboard' })).toHaveCount(0);
  });
});

test('an admin logs in on /login and lands in the panel without logging in again', async ({ page }) => {
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expectToast(page, 'Login successful!');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('Roles'))).toBe('superAdmin');
});

test.describe('as a donor', () => {
  test.use({ storageState: AUTH_STATE.donor });

  test('an admin path sends a user token back to /login', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('the API refuses the admin list to a user token', async ({ page }) => {
    await page.goto('/user-dashboard');
    const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
    const response = await page.request.get('/api/admin/userlist', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(403);
  });
});

test('a visitor without a token is sent from admin and user paths to /login', async ({ page }) => {
  for (const path of ['/admin-dashboard', '/user-dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('an admin logs out from the panel through the confirmation dialog', async ({ page }) => {
  await logInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'You have successfully logged out.');
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
  expect((await page.request.post('/api/auth/refresh')).status()).toBe(401);
});
