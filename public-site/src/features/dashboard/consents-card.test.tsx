import { ACCOUNT_CONSENT_ENDS, CONSENT_STATEMENTS, type Consents, PRIVACY_TEXT_VERSION, STORAGE_KEYS } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse } from '../../testing/test-utils';
import { ALL_GIVEN, MATCHING_WITHDRAWN, DASHBOARD_CALLS, openDashboard as openUserDashboard } from './dashboard.fixtures';
import { AVAILABILITY_TEXTS as A, CONSENTS_TEXTS as T } from './texts';

const AVAILABLE = { available: true, city: 'Pune', channel: 'email' };

/** The dashboard, once the consents card has shown them. */
async function openDashboard(consents: Consents = ALL_GIVEN) {
  const view = await openUserDashboard({ availability: AVAILABLE, consents });
  await within(await screen.findByRole('region', { name: T.title })).findByRole('heading', { level: 3, name: 'Your account' });
  return view;
}

const card = () => screen.getByRole('region', { name: T.title });
const item = (name: string) => within(card()).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const withdrawMatching = () => within(card()).getByRole('button', { name: 'Withdraw consent: Being asked to donate' });
const medium = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

describe("the User Dashboard's 'Your consents' card", () => {
  it('lists each consent with what was agreed, when and to which version, without axe violations', async () => {
    await openDashboard();
    expect(fetchCall(6).url).toBe('/api/user/consents');
    expect(item('Your account')).toHaveTextContent(CONSENT_STATEMENTS.account);
    expect(item('Your account')).toHaveTextContent(T.given(medium('2026-11-20T08:00:00.000Z'), PRIVACY_TEXT_VERSION));
    expect(item('Your account')).toHaveTextContent(ACCOUNT_CONSENT_ENDS);
    expect(within(item('Your account')).queryByRole('button')).not.toBeInTheDocument();
    expect(item('Being asked to donate')).toHaveTextContent(T.given(medium('2026-11-24T10:00:00.000Z'), PRIVACY_TEXT_VERSION));
    expect(within(item('Newsletter')).getByText(T.givenUnrecorded)).toBeInTheDocument();
    expect(within(item('Newsletter')).getByRole('button', { name: 'Withdraw consent: Newsletter' })).toHaveTextContent(T.withdraw);
    await expectNoAxeViolations();
  });

  it('keeps the history, withdrawn ones and older versions too', async () => {
    const { user } = await openDashboard();
    await user.click(within(card()).getByText(T.history));
    const lines = within(card()).getAllByRole('listitem').filter((line) => !line.querySelector('h3'));
    expect(lines.map((line) => line.textContent)).toEqual([
      `Being asked to donate: given on ${medium('2026-11-24T10:00:00.000Z')} (version ${PRIVACY_TEXT_VERSION})`,
      `Being asked to donate: given on ${medium('2026-11-21T10:00:00.000Z')} (version 2026-01-01), withdrawn on ${medium('2026-11-22T10:00:00.000Z')}`,
      `Your account: given on ${medium('2026-11-20T08:00:00.000Z')} (version ${PRIVACY_TEXT_VERSION})`,
    ]);
  });

  it('says a consent that is not given, with nothing to withdraw', async () => {
    await openDashboard(MATCHING_WITHDRAWN);
    expect(within(item('Being asked to donate')).getByText(T.notGiven)).toBeInTheDocument();
    expect(within(item('Being asked to donate')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('withdraws matching with one click: DELETE, the card shows it withdrawn and the availability card reloads', async () => {
    const { user } = await openDashboard();
    answerFetch(jsonResponse(200, MATCHING_WITHDRAWN), jsonResponse(200, { ...AVAILABLE, available: false }));
    await user.click(withdrawMatching());
    await expectToast(T.withdrawn);
    const { url, init } = fetchCall(DASHBOARD_CALLS);
    expect(url).toBe('/api/user/consents/matching');
    expect(init).toMatchObject({ method: 'DELETE' });
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.token)}` });
    expect(within(item('Being asked to donate')).getByText(T.notGiven)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: A.available })).not.toBeChecked());
    expect(fetchCall(DASHBOARD_CALLS + 1).url).toBe('/api/user/availability');
  });

  it("turns on the consents given here (when you may give again, what your donation did) with one click: PUT, and the card shows it given", async () => {
    const { user } = await openDashboard();
    expect(within(item('What your donation did')).getByText(T.notGiven)).toBeInTheDocument();
    const given = { ...ALL_GIVEN, purposes: ALL_GIVEN.purposes.map((standing) => (standing.purpose === 'eligibility-reminders' ? { ...standing, given: true, givenAt: '2026-11-28T09:00:00.000Z', version: PRIVACY_TEXT_VERSION, withdrawable: true } : standing)) };
    answerFetch(jsonResponse(200, given));
    await user.click(within(card()).getByRole('button', { name: 'Turn on consent: When you may give again' }));
    await expectToast(T.givenNow);
    const { url, init } = fetchCall(DASHBOARD_CALLS);
    expect(url).toBe('/api/user/consents/eligibility-reminders');
    expect(init).toMatchObject({ method: 'PUT' });
    expect(item('When you may give again')).toHaveTextContent(T.given(medium('2026-11-28T09:00:00.000Z'), PRIVACY_TEXT_VERSION));
    expect(within(item('When you may give again')).getByRole('button', { name: 'Withdraw consent: When you may give again' })).toBeInTheDocument();
    expect(within(item('What your donation did')).getByRole('button', { name: 'Turn on consent: What your donation did' })).toBeInTheDocument();
  });

  it('toasts a failed withdrawal and keeps the consent as it was', async () => {
    const { user } = await openDashboard();
    answerFetch(jsonResponse(500, { statusCode: 500, message: 'Down' }));
    await user.click(withdrawMatching());
    await expectToast(T.failed);
    expect(withdrawMatching()).toBeEnabled();
    expect(item('Being asked to donate')).toHaveTextContent(T.given(medium('2026-11-24T10:00:00.000Z'), PRIVACY_TEXT_VERSION));
  });
});
