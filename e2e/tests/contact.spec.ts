import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/product';

test('the contact form sends without ticking anything: the real captcha solves itself, and an admin sees the message', async ({ page, request, adminToken }) => {
  const subject = `Question ${Date.now()}`;
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Kiran Shah');
  await main.getByLabel('Email').fill('kiran@e2e.test');
  await main.getByLabel('Subject').fill(subject);
  await main.getByLabel('Message').fill('Where is the nearest donation centre?');
  // Nobody ticks the captcha: its proof of work started with the page, and Submit waits for it if need be.
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

test('the forgot-password form sends without ticking anything, as soon as the page is there', async ({ page }) => {
  await page.goto('/forgot-password');
  const form = page.getByRole('form', { name: 'Forgot password form' });
  await form.getByLabel('Email').fill('nobody@e2e.test');
  // At once: Submit waits for the proof of work that started with the page.
  await form.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(form.getByRole('status')).toHaveText('If an account exists for that email, we have sent a link to reset its password.');
});
