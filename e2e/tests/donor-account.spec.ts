import { expect, test } from './support/fixtures';
import { expectToast, logInThroughForm } from './support/ui';

test('a visitor registers, logs in, sees the user dashboard and logs out', async ({ page }) => {
  const email = `new.donor.${Date.now()}@e2e.test`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of ['Username is required', 'Email is required', 'Age is required', 'Blood group is required',
    'Gender is required', 'Mobile number is required', 'Password is required', 'Confirm password is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('Username').fill('New Donor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Age').fill('17');
  await page.getByLabel('Blood Group').selectOption('AB-');
  await page.getByLabel('Gender').selectOption('other');
  await page.getByLabel('Mobile').fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('donor-pass-1');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await expect(page.getByText('Mobile number must be 10 digits')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  await page.getByLabel('Age').fill('25');
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByLabel('Confirm Password').fill('donor-pass-1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expectToast(page, 'Registration Successful');
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughForm(page, email, 'donor-pass-1');
  await expectToast(page, 'Login successful!');
  await expect(page).toHaveURL(/\/user-dashboard$/);
  for (const [card, path] of [['Donate Blood', '/donateBlood'], ['Make Request', '/makeRequest'],
    ['Donation History', '/user-donors'], ['Request History', '/requestHistory']]) {
    await expect(page.getByRole('link', { name: new RegExp(card) })).toHaveAttribute('href', path);
  }
  await expect(page.getByRole('link', { name: 'User Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  expect(await page.evaluate(() => ({ ...localStorage }))).toMatchObject({ email, LoggedIn: 'true', Roles: 'user' });

  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, log out' }).click();
  await expectToast(page, 'You have successfully logged out.');
  await expect(page).toHaveURL(/\/login$/);
  const storage = await page.evaluate(() => ({ ...localStorage }));
  for (const key of ['email', 'jwtToken', 'LoggedIn', 'Roles']) expect(storage).not.toHaveProperty(key);

  await page.goto('/user-dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('wrong credentials show the server message', async ({ page }) => {
  await logInThroughForm(page, 'nobody@e2e.test', 'not-the-password');
  await expectToast(page, 'Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form validates on change and toggles the password', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Keep Me Logged In')).toBeVisible();
});
