import type { Page } from '@playwright/test';
import { accessTokenFor, registerDonor } from './support/api';
import { expect, pageSignedInAs, test } from './support/fixtures';
import { expectFitsScreen, expectNoAxeViolations, expectTapTargets } from './support/screen-fit';
import { expectToast } from './support/ui';

// Teams (issue 24 point 5): a donor creates a team on the dashboard, a second donor joins it with the code and chooses
// to be shown; the public team page lists only the members who chose to be; the owner removes a member after a
// confirmation. Run on the desktop (chromium) and on a 360 px phone (small-phone).

/** The page fits the screen, axe finds nothing and, on a 360 px phone, every control is a finger's size. */
async function checkScreen(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectFitsScreen(page);
  await expectNoAxeViolations(page);
  if ((page.viewportSize()?.width ?? 1280) <= 360) await expectTapTargets(page);
}

const teamsCard = (page: Page) => page.getByRole('region', { name: 'Teams', exact: true });
/** The donor's team of that name in the card's list. */
const myTeam = (page: Page, name: string) => teamsCard(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name }) });

test('a donor creates a team, a second joins with its code and is shown on the team page; the owner removes them', async ({ page, request, browser, donor }) => {
  // Three browsers and two screen-fit checks: over a minute on an idle machine, so three times the usual budget.
  test.slow();
  const name = `Riverside Library ${Date.now()}`;
  await page.goto('/user-dashboard');
  const card = teamsCard(page);
  await expect(card.getByText('You are in no team yet.')).toBeVisible();
  await card.getByLabel('Team name').fill(name);
  await card.getByLabel('Kind').selectOption({ label: 'College' });
  await card.getByRole('button', { name: 'Create team' }).click();
  await expectToast(page, 'Team created. Share its join code.');
  const owned = myTeam(page, name);
  await expect(owned).toContainText('College · Owner');
  const joinCode = (await owned.locator('code').textContent())?.trim() ?? '';
  expect(joinCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  await expect(owned.getByRole('switch', { name: 'Show my username on the team page' })).not.toBeChecked();
  await checkScreen(page);

  // The second donor, seeded through the API, joins with the code typed in lower case.
  const second = await registerDonor(request, 'team-joiner');
  const joiner = await pageSignedInAs(browser, await accessTokenFor(request, second.email, second.password), { viewport: page.viewportSize(), isMobile: test.info().project.use.isMobile, hasTouch: test.info().project.use.hasTouch });
  await joiner.goto('/user-dashboard');
  await teamsCard(joiner).getByLabel('Join code').fill(joinCode.toLowerCase());
  await teamsCard(joiner).getByRole('button', { name: 'Join', exact: true }).click();
  await expectToast(joiner, 'You joined the team.');
  const joined = myTeam(joiner, name);
  await expect(joined).toContainText('College · Member');
  await expect(joined.locator('code')).toHaveText(joinCode);

  // Hidden by default: the team page names no one until the joiner turns the switch on.
  await joined.getByRole('link', { name }).click();
  await expect(joiner.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(joiner.getByText('No member has chosen to be shown.')).toBeVisible();
  await joiner.goBack();
  await myTeam(joiner, name).getByRole('switch', { name: 'Show my username on the team page' }).check();
  await expect(myTeam(joiner, name).getByRole('switch', { name: 'Show my username on the team page' })).toBeChecked();
  await checkScreen(joiner);

  // A visitor's view: the shown member only, never the owner who stayed hidden.
  const slug = new URL(await myTeam(joiner, name).getByRole('link', { name }).evaluate((link) => (link as HTMLAnchorElement).href)).pathname;
  const visitor = await browser.newContext({ viewport: page.viewportSize(), isMobile: test.info().project.use.isMobile, hasTouch: test.info().project.use.hasTouch, storageState: { cookies: [], origins: [] } });
  const teamPage = await visitor.newPage();
  await teamPage.goto(slug);
  await expect(teamPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(teamPage.getByRole('table', { name: 'Donations by month' }).getByRole('row')).toHaveCount(13);
  const members = teamPage.getByRole('list', { name: 'Members shown' });
  await expect(members.getByRole('listitem')).toHaveText([second.username]);
  await expect(teamPage.getByText(donor.username)).toHaveCount(0);
  await checkScreen(teamPage);
  await teamPage.getByRole('link', { name: 'All teams' }).click();
  await expect(teamPage.getByRole('heading', { level: 1, name: 'Team leaderboard' })).toBeVisible();
  await expect(teamPage.getByRole('list', { name: 'Team leaderboard' }).getByRole('link', { name })).toBeVisible();
  await checkScreen(teamPage);

  // The owner removes the member, after saying yes.
  await page.reload();
  await myTeam(page, name).getByRole('button', { name: `Remove ${second.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${second.username}` });
  await expect(dialog).toContainText(`Remove ${second.username} from ${name}?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Member removed from the team.');
  await expect(myTeam(page, name).getByRole('button', { name: `Remove ${second.username}` })).toHaveCount(0);
  await teamPage.goto(slug);
  await expect(teamPage.getByText('No member has chosen to be shown.')).toBeVisible();
  await visitor.close();
  await joiner.context().close();
});
