import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/product';

test('a visitor sends a message through the real captcha and an admin sees it', async ({ page, request, adminToken }) => {
  const subject = `Question ${Date.now()}`;
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Kiran Shah');
  await main.getByLabel('Email').fill('kiran@e2e.test');
  await main.getByLabel('Subject').fill(subject);
  await main.getByLabel('Message').fill('Where is the nearest donation centre?');
  // The widget draws its own box over the native checkbox: click its label, as a person may.
  await main.locator('altcha-widget').getByText("I'm not a robot").click();
  await expect(main.getByText('Verified', { exact: true })).toBeVisible({ timeout: 20_000 });
  await main.getByRole('button', { name: /^Submit/ }).click();
  await expect(page.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  await expect(main.getByLabel('Subject')).toHaveValue('');

  const contacts = await request.get(`${BASE_URL}/api/admin/contact-us/all`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(contacts.status()).toBe(200);
  expect(await contacts.json()).toEqual(expect.arrayContaining([expect.objectContaining({ subject, name: 'Kiran Shah' })]));
});

test('the server refuses a message without a captcha and stores nothing', async ({ request, adminToken }) => {
  const subject = `No captcha ${Date.now()}`;
  const response = await request.post(`${BASE_URL}/api/contact-us`, { data: { name: 'Bot', email: 'bot@e2e.test', subject, message: 'spam', captchaToken: '' } });
  expect(response.status()).toBe(400);
  const contacts = await (await request.get(`${BASE_URL}/api/admin/contact-us/all`, { headers: { Authorization: `Bearer ${adminToken}` } })).json();
  expect(contacts).not.toEqual(expect.arrayContaining([expect.objectContaining({ subject })]));
});
