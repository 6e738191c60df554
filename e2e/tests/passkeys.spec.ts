import type { Page } from '@playwright/test';
import { registerDonor } from './support/api';
import { expect, test } from './support/fixtures';
import { PORT } from './support/product';
import { expectFitsScreen, expectNoAxeViolations, expectTapTargets } from './support/screen-fit';
import { expectToast } from './support/ui';

// Passkeys (issue 25 point 1): a donor adds a passkey from the dashboard with Chromium's virtual authenticator, names
// it, logs out and signs in with 'Sign in with a passkey'; then removes it. Run on the desktop (chromium) and on a
// 360 px phone (small-phone).
//
// A passkey belongs to a host name (its relying party id): the server's is PUBLIC_URL's, http://localhost:<port> by
// default, and an IP address such as the suite's 127.0.0.1 can hold none. So this test uses the site at localhost.
const SITE = `http://localhost:${PORT}`;

/** The page fits the screen, axe finds nothing and, on a 360 px phone, every control is a finger's size. */
async function checkScreen(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  if ((page.viewportSize()?.width ?? 1280) <= 360) await expectTapTargets(page);
}

/** Chromium's virtual authenticator: a platform authenticator with resident keys and user verification, always touched. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/** Logs out through the app bar (its menu first on a phone) and its confirmation; the site goes to /login. */
async function logOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Toggle navigation' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, log out' }).click();
}

/**
 * The virtual authenticator answers an autofill (conditional) request at once, with no one choosing the passkey, as no
 * real browser does: the browser says it offers passkeys in autofill only while the test says so (sessionStorage).
 */
async function autofillOnlyWhenAsked(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const offers = PublicKeyCredential.isConditionalMediationAvailable.bind(PublicKeyCredential);
    PublicKeyCredential.isConditionalMediationAvailable = async () => sessionStorage.getItem('e2e-autofill') === 'on' && offers();
  });
}

const passkeysCard = (page: Page) => page.getByRole('region', { name: 'Passkeys', exact: true });
const passkeyItem = (page: Page, name: string) => passkeysCard(page).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('a donor adds a passkey, names it, logs out, signs in with it, and removes it', async ({ page, request }) => {
  const donor = await registerDonor(request, 'passkey-donor');
  const authenticator = await addVirtualAuthenticator(page);
  await autofillOnlyWhenAsked(page);

  await page.goto(`${SITE}/login`);
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByLabel('Email').fill(donor.email);
  await page.getByLabel('Password', { exact: true }).fill(donor.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();

  // Adding one: the browser's prompt (the virtual authenticator answers), the name typed first.
  const card = passkeysCard(page);
  await expect(card.getByText('None yet.')).toBeVisible();
  await card.getByLabel('Name for the new passkey (optional)').fill('My test phone');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expectToast(page, 'Passkey added. You can log in with it now.');
  await expect(passkeyItem(page, 'My test phone')).toContainText('never used yet');
  expect(await authenticator.credentials()).toHaveLength(1);
  await checkScreen(page);

  // Renamed in place.
  await card.getByRole('button', { name: 'Rename My test phone' }).click();
  await card.getByLabel('New name for My test phone').fill('Work phone');
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Passkey renamed.');
  await expect(passkeyItem(page, 'Work phone')).toBeVisible();

  // Logged out, then in with the passkey's button: no email or password typed.
  await logOut(page);
  await expectToast(page, 'You have successfully logged out.');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(donor.email);
  await expect(passkeyItem(page, 'Work phone')).toContainText('last used');
  // The session renews as a password login's does (the refresh cookie was set).
  const renewed = await page.request.post(`${SITE}/api/auth/refresh`);
  expect(renewed.status()).toBe(200);

  // Where the browser offers passkeys in the email field's autofill, the login page asks for one as it opens: picking
  // it (the virtual authenticator does at once) logs in.
  await page.evaluate(() => sessionStorage.setItem('e2e-autofill', 'on'));
  const autofillLogin = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/passkey' && response.request().method() === 'POST');
  await logOut(page);
  expect((await autofillLogin).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(donor.email);
  await page.evaluate(() => sessionStorage.removeItem('e2e-autofill'));

  // Removed, after the confirmation; it no longer logs in.
  await passkeyItem(page, 'Work phone').getByRole('button', { name: 'Remove Work phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toContainText('“Work phone” will no longer log you in.');
  await checkScreen(page);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, 'Passkey removed.');
  await expect(card.getByText('None yet.')).toBeVisible();

  await logOut(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectToast(page, 'This passkey is not known here (it may have been removed). Log in with your password, or use another passkey.');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
});
