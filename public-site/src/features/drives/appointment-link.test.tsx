import { APPOINTMENT_LINK_TEXTS as L, type AppointmentByLink, DONATION_PREPARATION, DRIVE_MESSAGES, DRIVE_SCREEN_TEXTS as T, type DriveSlot, formatTimeIn } from '@blood-donation/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { callIndexOf, serveGets } from '../../testing/serve-gets';
import { answerFetch, expectNoAxeViolations, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';

const TOKEN = '7.0.abc';
const PATH = `/api/appointments/by-token/${encodeURIComponent(TOKEN)}`;
const SLOTS: DriveSlot[] = [
  { start: '2030-12-05T09:00:00.000Z', end: '2030-12-05T09:30:00.000Z', free: 1 },
  { start: '2030-12-05T09:30:00.000Z', end: '2030-12-05T10:00:00.000Z', free: 2 },
];
const BOOKED: AppointmentByLink = { id: 7, driveId: 5, start: SLOTS[0].start, end: SLOTS[0].end, status: 'booked', driveName: 'Town Hall Drive', place: 'Town Hall, Pune' };
const slotButton = (iso: string) => screen.getByRole('button', { name: new RegExp(`^${formatTimeIn(iso, 'UTC')}`) });

async function openLink() {
  serveGets({ [PATH]: () => jsonResponse(200, BOOKED), '/api/drives/5/slots': () => jsonResponse(200, SLOTS) });
  const view = renderApp(`/appointments/manage?token=${encodeURIComponent(TOKEN)}`);
  expect(await screen.findByText(`${BOOKED.driveName}, ${BOOKED.place}`)).toBeInTheDocument();
  return view;
}

describe("an appointment email's change-or-cancel link", () => {
  it('shows the appointment, what to bring, Change and Cancel, without logging in and without axe violations', async () => {
    await openLink();
    expect(screen.getByRole('heading', { level: 1, name: L.title })).toBeInTheDocument();
    for (const line of DONATION_PREPARATION) expect(screen.getByText(line)).toBeInTheDocument();
    for (const name of [T.change, T.cancel]) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('moves the appointment through the link and then shows the outcome only (the link is used up)', async () => {
    const { user } = await openLink();
    await user.click(screen.getByRole('button', { name: T.change }));
    await waitFor(() => expect(slotButton(SLOTS[1].start)).toBeEnabled());
    answerFetch(jsonResponse(200, { ...BOOKED, start: SLOTS[1].start, end: SLOTS[1].end }));
    await user.click(slotButton(SLOTS[1].start));
    expect(await screen.findByText(L.movedByLink)).toBeInTheDocument();
    expect(fetchCall(callIndexOf(PATH, 'PUT')).body).toEqual({ slotStart: SLOTS[1].start });
    expect(screen.queryByRole('button', { name: T.cancel })).not.toBeInTheDocument();
  });

  it('cancels after asking', async () => {
    const { user } = await openLink();
    await user.click(screen.getByRole('button', { name: T.cancel }));
    const dialog = await screen.findByRole('dialog');
    answerFetch(jsonResponse(200, { ...BOOKED, status: 'cancelled' }));
    await act(async () => within(dialog).getByRole('button', { name: T.cancel }).click());
    expect(await screen.findByText(L.cancelledByLink)).toBeInTheDocument();
    expect(callIndexOf(PATH, 'DELETE')).toBeGreaterThan(-1);
    expect(screen.getByText(T.statuses.cancelled)).toBeInTheDocument();
  });

  it("says why a used or expired link does not work (the server's words) and offers logging in", async () => {
    serveGets({ [PATH]: () => jsonResponse(410, { statusCode: 410, message: DRIVE_MESSAGES.linkGone, error: 'Gone' }) });
    renderApp(`/appointments/manage?token=${encodeURIComponent(TOKEN)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(DRIVE_MESSAGES.linkGone);
    expect(screen.getByRole('heading', { level: 1, name: L.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: L.loginInstead })).toBeInTheDocument();
  });

  it('has an h1 and says the link is not valid when there is no token, asking the server nothing', async () => {
    renderApp('/appointments/manage');
    expect(await screen.findByRole('heading', { level: 1, name: L.title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(L.noToken);
    expect(fetch).not.toHaveBeenCalled();
  });
});
