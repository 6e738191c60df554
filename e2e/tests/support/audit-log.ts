import type { APIRequestContext, Page } from '@playwright/test';
import { createEvent } from './api';
import { expect } from './fixtures';
import { ADMIN, BASE_URL } from './product';
import { stepUpIfDue } from './staff-factors';

/**
 * A superAdmin opens /audit-log, sees an event creation and a failed login (seeded through the API), and filters by
 * the action 'event.create': only event creations remain. `entry` is how the list shows an entry's action: a table
 * cell on a wide screen, a card's heading on a phone.
 */
export async function filterAuditLogByAction(page: Page, request: APIRequestContext, adminToken: string, entry: 'cell' | 'heading'): Promise<void> {
  await createEvent(request, adminToken, { name: `Audited drive ${Date.now()}` });
  const failed = await request.post(`${BASE_URL}/api/auth/login`, { data: { email: 'nobody@e2e.test', password: 'Wrong-pass-1' } });
  expect(failed.status()).toBe(401);

  // Reading the audit log needs a second-factor check within STEP_UP_MINUTES (asked for by the panel otherwise).
  await stepUpIfDue(page, ADMIN.email);
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole(entry, { name: 'auth.login-failed', exact: true }).first()).toBeVisible();
  await main.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'event.create', exact: true }).click();
  await expect(main.getByRole(entry, { name: 'event.create', exact: true }).first()).toBeVisible();
  await expect(main.getByRole(entry, { name: 'auth.login-failed', exact: true })).toHaveCount(0);
}
