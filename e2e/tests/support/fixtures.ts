import { test as base, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { accessTokenFor, registerDonor, type Donor } from './api';
import { ADMIN, BASE_URL } from './product';

interface SignedInDonor extends Donor {
  token: string;
}

/** Signs a fresh donor into the page's browser context through the API: refresh cookie and stored session. */
async function signIn(page: Page, request: APIRequestContext): Promise<SignedInDonor> {
  const donor = await registerDonor(request, 'flow-donor');
  const response = await page.request.post(`${BASE_URL}/api/auth/login`, { data: { email: donor.email, password: donor.password } });
  const session = (await response.json()) as StoredLogin;
  await keepLogin(page, session);
  return { ...donor, token: session.accessToken };
}

/** A donor's login answer, as the public site stores it. */
export interface StoredLogin {
  accessToken: string;
  email: string;
  username: string;
}

/** Every page of `target` (a page, or a whole browser context) starts logged in with `session`, as a login leaves it. */
export async function keepLogin(target: Pick<Page, 'addInitScript'>, session: StoredLogin): Promise<void> {
  await target.addInitScript((stored) => {
    if (localStorage.getItem('jwtToken')) return;
    localStorage.setItem('jwtToken', stored.accessToken);
    localStorage.setItem('email', stored.email);
    localStorage.setItem('username', stored.username);
    localStorage.setItem('LoggedIn', 'true');
    localStorage.setItem('Roles', 'user');
  }, session);
}

/** A prerendered page is readable before its scripts run: wait until it has hydrated (see HydrationMark) to act on it. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
}

/** The page's goto and reload resolve once a prerendered page has hydrated, as a visitor would wait to use it. */
export function actOnceHydrated(page: Page): Page {
  const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

export const test = base.extend<{ donor: SignedInDonor; adminToken: string }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) actOnceHydrated(page);
    await use(page);
  },
  donor: async ({ page, request }, use) => use(await signIn(page, request)),
  adminToken: async ({ request }, use) => use(await accessTokenFor(request, ADMIN.email, ADMIN.password)),
});

export { expect } from '@playwright/test';

/**
 * A page of a browser context of its own, logged in as the holder of `token` (its stored session, as a login leaves
 * it); `options` as for browser.newContext (a phone's viewport, say).
 */
export async function pageSignedInAs(browser: Browser, token: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, storageState: { cookies: [], origins: [] } });
  await context.addInitScript((stored) => {
    localStorage.setItem('jwtToken', stored);
    localStorage.setItem('Roles', 'user');
    localStorage.setItem('LoggedIn', 'true');
  }, token);
  return actOnceHydrated(await context.newPage());
}
