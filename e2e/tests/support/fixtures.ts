import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenFor, registerDonor, type Donor } from './api';
import { ADMIN, BASE_URL } from './product';

interface SignedInDonor extends Donor {
  token: string;
}

/** Signs a fresh donor into the page's browser context through the API: refresh cookie and stored session. */
async function signIn(page: Page, request: APIRequestContext): Promise<SignedInDonor> {
  const donor = await registerDonor(request, 'flow-donor');
  const response = await page.request.post(`${BASE_URL}/api/auth/login`, { data: { email: donor.email, password: donor.password } });
  const session = (await response.json()) as { accessToken: string; email: string; username: string };
  await page.addInitScript((stored) => {
    if (localStorage.getItem('jwtToken')) return;
    localStorage.setItem('jwtToken', stored.accessToken);
    localStorage.setItem('email', stored.email);
    localStorage.setItem('username', stored.username);
    localStorage.setItem('LoggedIn', 'true');
    localStorage.setItem('Roles', 'user');
  }, session);
  return { ...donor, token: session.accessToken };
}

export const test = base.extend<{ donor: SignedInDonor; adminToken: string }>({
  donor: async ({ page, request }, use) => use(await signIn(page, request)),
  adminToken: async ({ request }, use) => use(await accessTokenFor(request, ADMIN.email, ADMIN.password)),
});

export { expect } from '@playwright/test';
