import { lastUsedText, SESSION_MESSAGES, SESSIONS_TEXTS as T } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, jsonResponse } from '../../testing/test-utils';
import { DASHBOARD_CALLS, openDashboard, THIS_SESSION } from './dashboard.fixtures';

const LAPTOP = { id: '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b', device: 'Chrome on Windows', lastUsedAt: '2026-11-25T18:00:00.000Z', current: false };
const TABLET = { id: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d', device: 'Safari on iOS', lastUsedAt: '2026-11-20T07:00:00.000Z', current: false };

const card = () => screen.getByRole('region', { name: T.title });
const endButton = (device: string) => within(card()).findByRole('button', { name: `${T.end}${T.endWhat(device)}` });

describe("the User Dashboard's 'Where you're logged in' card", () => {
  it('lists each session with its device and coarse last use, marks this device, offers End for the others, without axe violations', async () => {
    await openDashboard({ sessions: [THIS_SESSION, LAPTOP] });
    expect(fetchCall(DASHBOARD_CALLS - 6).url).toBe('/api/user/sessions');
    await within(card()).findByText(LAPTOP.device);
    expect(card()).toHaveTextContent(lastUsedText(LAPTOP.lastUsedAt, SITE_TIME_ZONE));
    expect(card()).toHaveTextContent(lastUsedText(THIS_SESSION.lastUsedAt, SITE_TIME_ZONE));
    expect(within(card()).getByText(T.thisDevice)).toBeInTheDocument();
    // This device has no End: it is ended by logging out.
    expect(within(card()).queryByRole('button', { name: `${T.end}${T.endWhat(THIS_SESSION.device)}` })).not.toBeInTheDocument();
    expect(await endButton(LAPTOP.device)).toBeEnabled();
    expect(within(card()).getByRole('button', { name: T.endOthers })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('with this device only, says so and offers no button', async () => {
    await openDashboard();
    expect(await within(card()).findByText(T.onlyThis)).toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ends another session after the confirmation, toasts and reads the list again', async () => {
    const { user } = await openDashboard({ sessions: [THIS_SESSION, LAPTOP, TABLET] });
    await user.click(await endButton(LAPTOP.device));
    const dialog = await screen.findByRole('dialog', { name: T.endTitle });
    expect(dialog).toHaveTextContent(T.endMessage(LAPTOP.device));
    answerFetch(jsonResponse(200, { message: SESSION_MESSAGES.ended }), jsonResponse(200, [THIS_SESSION, TABLET]));
    await user.click(within(dialog).getByRole('button', { name: T.end }));
    await expectToast(SESSION_MESSAGES.ended);
    expect(fetchCall(DASHBOARD_CALLS)).toMatchObject({ url: `/api/user/sessions/${LAPTOP.id}`, init: { method: 'DELETE' } });
    expect(fetchCall(DASHBOARD_CALLS + 1).url).toBe('/api/user/sessions');
    await waitFor(() => expect(within(card()).queryByText(LAPTOP.device)).not.toBeInTheDocument());
    expect(within(card()).getByText(TABLET.device)).toBeInTheDocument();
  });

  it('keeps the session when the confirmation is cancelled', async () => {
    const { user } = await openDashboard({ sessions: [THIS_SESSION, LAPTOP] });
    await user.click(await endButton(LAPTOP.device));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(DASHBOARD_CALLS);
    expect(within(card()).getByText(LAPTOP.device)).toBeInTheDocument();
  });

  it('logs out everywhere else after the confirmation, toasts how many ended and shows this device only', async () => {
    const { user } = await openDashboard({ sessions: [THIS_SESSION, LAPTOP, TABLET] });
    await user.click(await within(card()).findByRole('button', { name: T.endOthers }));
    const dialog = await screen.findByRole('dialog', { name: T.endOthersTitle });
    expect(dialog).toHaveTextContent(T.endOthersMessage);
    answerFetch(jsonResponse(200, { ended: 2 }), jsonResponse(200, [THIS_SESSION]));
    await user.click(within(dialog).getByRole('button', { name: T.endOthers }));
    await expectToast(T.endedOthers(2));
    expect(fetchCall(DASHBOARD_CALLS)).toMatchObject({ url: '/api/user/sessions', init: { method: 'DELETE' } });
    expect(await within(card()).findByText(T.onlyThis)).toBeInTheDocument();
  });

  it("toasts the server's message when the session is already gone, and reads the list again", async () => {
    const { user } = await openDashboard({ sessions: [THIS_SESSION, LAPTOP] });
    await user.click(await endButton(LAPTOP.device));
    answerFetch(jsonResponse(404, { statusCode: 404, error: 'Not Found', message: SESSION_MESSAGES.notFound }), jsonResponse(200, [THIS_SESSION]));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.end }));
    await expectToast(SESSION_MESSAGES.notFound);
    expect(await within(card()).findByText(T.onlyThis)).toBeInTheDocument();
  });

  it('says so when the sessions cannot be loaded', async () => {
    await openDashboard({ sessions: jsonResponse(500, { statusCode: 500, message: 'Internal server error' }) });
    expect(await within(card()).findByText(T.loadFailed)).toBeInTheDocument();
  });
});
