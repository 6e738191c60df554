import { AVAILABILITY_MESSAGES, DRIVE_SCREEN_TEXTS, STORAGE_KEYS } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { ONLY_ACCOUNT, DASHBOARD_CALLS, openDashboard as openUserDashboard, textOf } from './dashboard.fixtures';
import { AVAILABILITY_TEXTS as A, CONSENTS_TEXTS as C, DASHBOARD_TEXTS as D, ELIGIBILITY_TEXTS as E } from './texts';

const NOT_YET = { eligible: false, nextEligibleDate: '2027-01-21', ruleSet: 'US', reasons: ['Whole blood donations need 56 days between them; your last one was on 2026-11-26.'] };
const SAVED = { available: false, city: '', channel: 'email' };

/** The dashboard of a donor who may not give yet and has not said where they may be asked. */
const openDashboard = (eligibility: object = NOT_YET, availability: object = SAVED) => openUserDashboard({ eligibility, availability });

const panel = (name: string) => screen.getByRole('region', { name });
const availableSwitch = () => screen.getByRole('switch', { name: A.available });

describe('the donor cards of the User Dashboard', () => {
  beforeAll(() => jest.useFakeTimers({ now: new Date(2026, 10, 26, 9), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearTimeout', 'clearInterval'] }));
  afterAll(() => jest.useRealTimers());

  it('keeps the five cards and their texts, and adds the three donor cards without axe violations', async () => {
    await openDashboard();
    expect(screen.getByText('Welcome, Donor. What would you like to do today?')).toBeInTheDocument();
    for (const name of ['Donate Blood', 'Make Request', 'Donation History', 'Request History', 'Change Password']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(await screen.findByRole('switch', { name: A.available })).not.toBeChecked();
    expect(panel(E.title)).toBeInTheDocument();
    expect(await within(panel(C.title)).findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('leads with what to do next: the next appointment, when the donor can donate, being asked, then the links (histories first), then the account', async () => {
    await openDashboard();
    const order = [
      screen.getByRole('region', { name: DRIVE_SCREEN_TEXTS.nextAppointment }),
      screen.getByRole('region', { name: E.title }),
      screen.getByRole('region', { name: A.title }),
      screen.getByRole('navigation', { name: D.links }),
      screen.getByRole('region', { name: C.title }),
    ];
    for (const [before, after] of order.slice(0, -1).map((element, index) => [element, order[index + 1]])) {
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    const links = within(screen.getByRole('navigation', { name: D.links })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Donation History', 'Request History', 'My Asks', 'Donor Card', 'Donate Blood', 'Make Request', 'Change Password']);
    // Compact: a button-like link each, no card with a heading and a paragraph.
    for (const link of links) expect(link).toHaveClass('dashboard-link', 'btn');
    expect(screen.queryByRole('heading', { level: 2, name: 'Donate Blood' })).not.toBeInTheDocument();
  });

  it('says when the donor may give again, how soon, and offers the day as a calendar file', async () => {
    const createObjectURL = jest.fn((blob: Blob) => (void blob, 'blob:reminder'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('donate-again-2027-01-21.ics');
      expect(this.getAttribute('href')).toBe('blob:reminder');
    });
    const { user } = await openDashboard();
    const card = panel(E.title);
    expect(await within(card).findByText('You can donate again on Jan 21, 2027', { exact: false })).toHaveTextContent('You can donate again on Jan 21, 2027 (in 56 days)');
    expect(within(card).getByText(NOT_YET.reasons[0])).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: E.reminder }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    expect(await textOf(blob)).toContain('DTSTART;VALUE=DATE:20270121\r\n');
    expect(fetchCall(0).url).toBe('/api/user/me');
    expect(fetchCall(1).url).toBe('/api/user/appointments');
    expect(fetchCall(2).url).toBe('/api/user/eligibility');
    click.mockRestore();
  });

  it('says the donor can donate now, with no reminder, when they may', async () => {
    await openDashboard({ eligible: true, nextEligibleDate: null, ruleSet: 'US', reasons: [] });
    expect(await within(panel(E.title)).findByText(E.now)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: E.reminder })).not.toBeInTheDocument();
  });

  it('shows the saved availability, email as the one channel, and saves a change with PUT', async () => {
    const { user } = await openDashboard(NOT_YET, { available: true, city: 'Pune', channel: 'email' });
    expect(await screen.findByRole('switch', { name: A.available })).toBeChecked();
    expect(within(panel(A.title)).getByLabelText(A.city)).toHaveValue('Pune');
    expect(panel(A.title)).toHaveTextContent(`${A.channel}: ${A.email}`);

    // The PUT, then the consents again: turning availability off withdraws a consent.
    answerFetch(jsonResponse(200, { available: false, city: 'Nashik', channel: 'email' }), jsonResponse(200, ONLY_ACCOUNT));
    await user.click(availableSwitch());
    const city = within(panel(A.title)).getByLabelText(A.city);
    await user.clear(city);
    await user.type(city, ' Nashik ');
    await user.click(screen.getByRole('button', { name: A.save }));
    await expectToast(A.saved);
    const { url, init, body } = fetchCall(DASHBOARD_CALLS);
    expect(url).toBe('/api/user/availability');
    expect(init).toMatchObject({ method: 'PUT' });
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.token)}` });
    expect(body).toEqual({ available: false, city: 'Nashik' });
    expect(availableSwitch()).not.toBeChecked();
  });

  it('needs a city to be available, and sends nothing until there is one', async () => {
    const { user } = await openDashboard();
    await user.click(await screen.findByRole('switch', { name: A.available }));
    await user.click(screen.getByRole('button', { name: A.save }));
    const city = within(panel(A.title)).getByLabelText(A.city);
    expect(city).toHaveAccessibleDescription(expect.stringContaining(AVAILABILITY_MESSAGES.cityRequired));
    expect(fetch).toHaveBeenCalledTimes(DASHBOARD_CALLS);
  });

  it('toasts a failed save and keeps the values', async () => {
    const { user } = await openDashboard();
    await user.click(await screen.findByRole('switch', { name: A.available }));
    await user.type(within(panel(A.title)).getByLabelText(A.city), 'Pune');
    answerFetch(jsonResponse(500, { statusCode: 500, message: 'Down' }));
    await user.click(screen.getByRole('button', { name: A.save }));
    await expectToast(A.failed);
    expect(availableSwitch()).toBeChecked();
  });

  it('says so when neither can be read', async () => {
    storeSession();
    answerFetch(...Array.from({ length: DASHBOARD_CALLS }, () => new TypeError('Failed to fetch')));
    renderApp('/user-dashboard');
    expect(await screen.findByText(E.loadFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(A.loadFailed)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(C.loadFailed)).toBeInTheDocument());
  });
});
