import { Buffer } from 'node:buffer';
import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/product';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('a board member added by an admin shows on the about-us page with photo and team badges', async ({ page, request, adminToken }) => {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const fullName = `Lena Fischer ${Date.now()}`;
  const created = await request.post(`${BASE_URL}/api/admin/board-members`, {
    headers,
    data: { full_name: fullName, description: 'Runs our donor outreach.', linkedin_url: 'https://www.linkedin.com/in/lena', teams: ['social', 'design'] },
  });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as { _id: string };
  const photo = await request.put(`${BASE_URL}/api/admin/board-members/${member._id}/photo`, {
    headers,
    multipart: { photo: { name: 'lena.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(photo.status()).toBe(200);

  await page.goto('/about-us');
  const board = page.getByRole('region', { name: 'Board Members' });
  await expect(board.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(board.getByRole('img', { name: fullName })).toBeVisible();
  const teams = board.getByRole('list', { name: `Teams of ${fullName}` });
  await expect(teams).toContainText('social');
  await expect(teams).toContainText('design');
  await expect(board.getByRole('link', { name: `${fullName} on LinkedIn` })).toHaveAttribute('href', 'https://www.linkedin.com/in/lena');

  await page.getByRole('link', { name: 'Learn More About Our Journey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
});
