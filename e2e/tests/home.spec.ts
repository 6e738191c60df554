import { expect, test } from './support/fixtures';
import { AUTH_STATE } from './support/product';

const loginRequired: [string, string, string][] = [
  ['Donate Now', 'You need to login to donate blood.', '/donateBlood'],
  ['Find a Donation Center', 'You need to login to find a donation center.', '/contact-us'],
  ['Get Involved', 'You need to login to get involved.', '/get-involved'],
  ['Volunteer with Us', 'You need to login to volunteer.', '/get-involved'],
];

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test.describe('logged out', () => {
  for (const [button, text] of loginRequired) {
    test(`${button} asks to log in first`, async ({ page }) => {
      await page.goto('/');
      await main(page).getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Login Required' });
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
    });
  }

  test('Login Now leads to the login page and Join Now to /join-us', async ({ page }) => {
    await page.goto('/');
    await expect(main(page).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/join-us');
    await main(page).getByRole('button', { name: 'Donate Now', exact: true }).click();
    await page.getByRole('dialog', { name: 'Login Required' }).getByRole('button', { name: 'Login Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Login Required offers Sign up beside Login Now, which opens the register page', async ({ page }) => {
    await page.goto('/');
    await main(page).getByRole('button', { name: 'Donate Now', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login Required' });
    await expect(dialog.getByRole('button', { name: 'Login Now' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('the home page shows the impact figures', async ({ page }) => {
    await page.goto('/');
    for (const figure of ['15,000+', '7,500+', '500+', '200+']) {
      await expect(main(page).getByText(figure, { exact: true })).toBeVisible();
    }
  });

  test('the newsletter names the address in an alert, clears the input and subscribes once on the server', async ({ page }) => {
    const email = `reader.${Date.now()}@e2e.test`;
    await page.goto('/');
    // The form loads when its section reaches the screen, as a reader scrolls down to it.
    await page.getByRole('region', { name: 'Subscribe to Our Newsletter' }).scrollIntoViewIfNeeded();
    const input = page.getByPlaceholder('Enter your email');
    await input.fill(email);
    const alert = page.waitForEvent('dialog');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = await alert;
    expect(dialog.type()).toBe('alert');
    expect(dialog.message()).toContain(email);
    await dialog.accept();
    await expect(input).toHaveValue('');

    const again = await page.request.post('/api/newsletter/subscribe', { data: { email } });
    expect(again.status()).toBe(200);
  });
});

test.describe('logged in', () => {
  test.use({ storageState: AUTH_STATE.donor });

  for (const [button, , path] of loginRequired) {
    test(`${button} goes straight to ${path}`, async ({ page }) => {
      await page.goto('/');
      await main(page).getByRole('button', { name: button, exact: true }).or(main(page).getByRole('link', { name: button, exact: true })).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});
