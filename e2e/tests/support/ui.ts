import { expect, type Page } from '@playwright/test';

/** Logs in through the public /login screen. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Approves a request from the admin panel's Blood Request History: its Approve button, then Approve in the dialog that asks first. */
export async function approveInPanel(page: Page, patient: string): Promise<void> {
  await page.getByRole('button', { name: `Approve request of ${patient}` }).click();
  await page.getByRole('dialog', { name: `Approve the request of ${patient}?` }).getByRole('button', { name: 'Approve', exact: true }).click();
}
