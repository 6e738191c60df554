import { createRequire } from 'node:module';
import { join } from 'node:path';
import { accessTokenFor, registerDonor, setRole } from './support/api';
import { expect, test } from './support/fixtures';
import { ADMIN } from './support/product';
import { expectFitsScreen } from './support/screen-fit';
import { enrolOnPage, withFreshCode } from './support/staff-factors';
import { expectToast, logInThroughForm } from './support/ui';

/** The little of better-sqlite3 used here (the backend's driver; its types are not installed in this workspace). */
interface Sqlite {
  prepare(sql: string): { run(...values: unknown[]): unknown };
  close(): void;
}
const Database = createRequire(__filename)('better-sqlite3') as new (file: string) => Sqlite;

/** Ten minutes pass for the account's sessions: their last second-factor check is older than STEP_UP_MINUTES. */
function checkOlderThanStepUp(email: string): void {
  const database = new Database(join(process.env.E2E_DATA_DIR ?? '', 'blood-donation.sqlite'));
  try {
    const past = new Date(Date.now() - 11 * 60_000).toISOString().replace('T', ' ').replace('Z', '');
    database.prepare('UPDATE "refresh_sessions" SET "secondFactorAt" = ? WHERE "userId" = (SELECT "id" FROM "users" WHERE "email" = ?)').run(past, email);
  } finally {
    database.close();
  }
}

test.use({ storageState: { cookies: [], origins: [] } });

// On the desktop (chromium) and on a 360 px phone (small-phone).
test('a new admin is made to set up an authenticator app, logs in with its code, and confirms it is them before a role change', async ({ page, request }) => {
  const adminToken = await accessTokenFor(request, ADMIN.email, ADMIN.password);
  const newAdmin = await registerDonor(request, 'new-admin');
  await setRole(request, adminToken, newAdmin.email, 'admin');

  // Its first login opens nothing but the set-up of a second factor.
  await logInThroughForm(page, newAdmin.email, newAdmin.password);
  await expect(page).toHaveURL(/\/two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' })).toBeVisible();
  await expectFitsScreen(page);
  await enrolOnPage(page, newAdmin.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // The next login asks for the app's code after the password.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInThroughForm(page, newAdmin.email, newAdmin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Ten minutes later, a role change asks for the app's code first, then goes through.
  const donor = await registerDonor(request, 'promoted-volunteer');
  checkOlderThanStepUp(newAdmin.email);
  await page.goto('/users');
  await page.getByRole('textbox', { name: /Search/ }).fill(donor.email);
  // The search has narrowed the list to this one account (the name alone may repeat across runs of the suite).
  const editRole = page.getByRole('button', { name: `Edit role of ${donor.username}` });
  await expect(editRole).toHaveCount(1);
  await editRole.click();
  const roleDialog = page.getByRole('dialog', { name: 'Update User Role' });
  await roleDialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'volunteer', exact: true }).click();
  await roleDialog.getByRole('button', { name: 'Update' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await expectFitsScreen(page);
  await withFreshCode(newAdmin.email, async (code) => {
    await stepUp.getByLabel('Code from your authenticator app').fill(code);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/step-up'));
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    return (await answer).status() === 200 ? true : undefined;
  });
  await expectToast(page, 'User role updated successfully!');
  await expect(stepUp).toBeHidden();
});
