import { expect, type Page } from '@playwright/test';
import { secretOf, withFreshCode } from './staff-factors';

/**
 * Logs in through the public /login screen. An account with an authenticator app the suite set up (staff) answers
 * the second step with its code; a staff account without one lands on /two-factor (see enrolOnPage).
 */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  if (!secretOf(email)) return;
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const codeField = page.getByLabel('Authentication code');
  await withFreshCode(email, async (code) => {
    await codeField.fill(code);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login/second-factor'));
    await page.getByRole('button', { name: 'Verify' }).click();
    return (await answer).status() === 200 ? true : undefined;
  });
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Approves a request from the admin panel's Blood Request History: its Approve button, then Approve in the dialog that asks first. */
export async function approveInPanel(page: Page, patient: string): Promise<void> {
  await page.getByRole('button', { name: `Approve request of ${patient}` }).click();
  await page.getByRole('dialog', { name: `Approve the request of ${patient}?` }).getByRole('button', { name: 'Approve', exact: true }).click();
}
