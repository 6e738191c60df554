import { type OwnVolunteering, VOLUNTEER_API_MESSAGES } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse } from '../../testing/test-utils';
import { DASHBOARD_CALLS, openDashboard as openUserDashboard } from './dashboard.fixtures';
import { VOLUNTEERING_TEXTS as T } from './texts';

const EVENT = { id: 3, name: 'Harbour Drive', location: 'Harbour Hall, Pune', dateTime: '2026-12-05T10:00:00.000Z', organizer: 'Red Drop Society', description: '', drive: null };

function signUp(id: number, overrides: Partial<OwnVolunteering> = {}): OwnVolunteering {
  return { id, event: EVENT, createdAt: '2026-11-20T08:00:00.000Z', ...overrides };
}

/** The dashboard of a volunteer with these sign-ups. */
const openDashboard = (signUps: OwnVolunteering[] | Response) => openUserDashboard({ signUps, roles: ['volunteer'] });

const card = () => screen.getByRole('region', { name: T.title });
const withdrawButton = () => within(card()).findByRole('button', { name: 'Withdraw from Harbour Drive' });

describe("the User Dashboard's volunteering card", () => {
  it("lists each sign-up with its event's name, time and place, and one without an event", async () => {
    await openDashboard([signUp(7), signUp(5, { event: null })]);
    expect(await within(card()).findByRole('heading', { name: 'Harbour Drive' })).toBeInTheDocument();
    expect(fetchCall(5).url).toBe('/api/user/volunteering');
    expect(card()).toHaveTextContent(`${T.where}: Harbour Hall, Pune`);
    expect(within(card()).getByRole('heading', { name: T.noEvent })).toBeInTheDocument();
    expect(within(card()).getByText(T.noEventNote)).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Withdraw from any event' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('withdraws after the confirmation, toasts the answer and reads the sign-ups again', async () => {
    const { user } = await openDashboard([signUp(7)]);
    await user.click(await withdrawButton());
    const dialog = await screen.findByRole('dialog', { name: T.confirmTitle });
    expect(within(dialog).getByText(T.confirmMessage('Harbour Drive'))).toBeInTheDocument();
    answerFetch(jsonResponse(200, { message: VOLUNTEER_API_MESSAGES.withdrawn }), jsonResponse(200, []));
    await user.click(within(dialog).getByRole('button', { name: T.withdraw }));
    await expectToast(VOLUNTEER_API_MESSAGES.withdrawn);
    const { url, init } = fetchCall(DASHBOARD_CALLS);
    expect([url, init.method]).toEqual(['/api/user/volunteering/7', 'DELETE']);
    expect(await within(card()).findByText(T.empty)).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: T.signUp })).toHaveAttribute('href', '/get-involved');
  });

  it('keeps the sign-up when the confirmation is cancelled', async () => {
    const { user } = await openDashboard([signUp(7)]);
    await user.click(await withdrawButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(DASHBOARD_CALLS);
    expect(within(card()).getByRole('heading', { name: 'Harbour Drive' })).toBeInTheDocument();
  });

  it("toasts the server's message when the sign-up is already gone", async () => {
    const { user } = await openDashboard([signUp(7)]);
    await user.click(await withdrawButton());
    answerFetch(jsonResponse(404, { statusCode: 404, message: 'Volunteer not found.' }), jsonResponse(200, []));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.withdraw }));
    await expectToast('Volunteer not found.');
    expect(await within(card()).findByText(T.empty)).toBeInTheDocument();
  });

  it('says so when the sign-ups could not be read', async () => {
    await openDashboard(jsonResponse(500, { message: 'Internal server error' }));
    expect(await within(card()).findByText(T.loadFailed)).toBeInTheDocument();
  });
});
