import { type Appointment, DRIVE_MESSAGES, DRIVE_SCREEN_TEXTS as T, type DriveSlot, formatTimeIn } from '@blood-donation/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { callIndexOf, serveGets } from '../../testing/serve-gets';
import { answerFetch, expectNoAxeViolations, fetchCall, jsonResponse, loginResponse, renderApp, storeSession } from '../../testing/test-utils';

const DRIVE = {
  id: 5,
  name: 'Town Hall Drive',
  location: 'Town Hall, Pune',
  dateTime: '2030-12-05T09:00:00.000Z',
  organizer: 'Red Cross',
  description: '',
  drive: { sessions: [{ start: '2030-12-05T09:00:00.000Z', end: '2030-12-05T10:00:00.000Z', slotMinutes: 30, chairs: 2 }], booked: 2, capacity: 4 },
};
const SLOTS: DriveSlot[] = [
  { start: '2030-12-05T09:00:00.000Z', end: '2030-12-05T09:30:00.000Z', free: 0 },
  { start: '2030-12-05T09:30:00.000Z', end: '2030-12-05T10:00:00.000Z', free: 2 },
];
const BOOKED: Appointment = { id: 7, driveId: 5, start: SLOTS[1].start, end: SLOTS[1].end, status: 'booked' };
const time = (iso: string) => formatTimeIn(iso, 'UTC');

/** The server: the drive's event, its slots and the donor's appointments, each read afresh at every call. */
function serveDrive(state: { appointments: Appointment[]; slots?: DriveSlot[] }) {
  return serveGets({
    '/api/events/all': () => jsonResponse(200, [DRIVE]),
    '/api/drives/5/slots': () => jsonResponse(200, state.slots ?? SLOTS),
    '/api/user/appointments': () => jsonResponse(200, state.appointments),
  });
}

async function openBooking() {
  storeSession();
  const view = renderApp('/drives/5/book');
  expect(await screen.findByRole('heading', { level: 1, name: DRIVE.name })).toBeInTheDocument();
  return view;
}

const slotButton = (iso: string) => screen.getByRole('button', { name: new RegExp(`^${time(iso)}`) });

describe('booking a time at a drive', () => {
  it('sends a visitor to log in and, logged in, back to the booking', async () => {
    const { user } = renderApp('/drives/5/book');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');

    serveDrive({ appointments: [] });
    answerFetch(jsonResponse(200, loginResponse('user')));
    await user.type(screen.getByLabelText('Email'), 'donor@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'donor-pass-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: DRIVE.name })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/drives/5/book');
  });

  it("lists the day's times with their free places, full ones disabled, without axe violations", async () => {
    serveDrive({ appointments: [] });
    await openBooking();
    expect(screen.getByText(DRIVE.location)).toBeInTheDocument();
    await waitFor(() => expect(slotButton(SLOTS[0].start)).toBeDisabled());
    expect(slotButton(SLOTS[0].start)).toHaveTextContent(T.full);
    expect(slotButton(SLOTS[1].start)).toBeEnabled();
    expect(slotButton(SLOTS[1].start)).toHaveTextContent('2 free places');
    expect(screen.getByRole('heading', { level: 3, name: 'Dec 5, 2030' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('books a time, then offers Add to calendar, Change and Cancel', async () => {
    const state = { appointments: [] as Appointment[] };
    serveDrive(state);
    const { user } = await openBooking();
    await waitFor(() => expect(slotButton(SLOTS[1].start)).toBeEnabled());
    state.appointments = [BOOKED];
    answerFetch(jsonResponse(201, BOOKED));
    await user.click(slotButton(SLOTS[1].start));

    expect(await screen.findByText(T.booked)).toBeInTheDocument();
    const post = fetchCall(callIndexOf('/api/drives/5/appointments', 'POST'));
    expect(post.body).toEqual({ slotStart: SLOTS[1].start });
    const mine = await screen.findByRole('region', { name: T.yourAppointment });
    expect(within(mine).getByText(`${DRIVE.name}, ${DRIVE.location}`)).toBeInTheDocument();
    for (const name of [T.addToCalendar, T.change, T.cancel]) expect(within(mine).getByRole('button', { name })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("shows the server's refusal as it is and books nothing", async () => {
    serveDrive({ appointments: [] });
    const { user } = await openBooking();
    await waitFor(() => expect(slotButton(SLOTS[1].start)).toBeEnabled());
    answerFetch(jsonResponse(409, { statusCode: 409, message: DRIVE_MESSAGES.full }));
    await user.click(slotButton(SLOTS[1].start));
    expect(await screen.findByRole('alert')).toHaveTextContent(DRIVE_MESSAGES.full);
    expect(screen.queryByText(T.booked)).not.toBeInTheDocument();
  });

  it('moves the appointment to another time (same id) and cancels it after asking', async () => {
    const state = { appointments: [BOOKED], slots: [...SLOTS, { start: '2030-12-05T10:00:00.000Z', end: '2030-12-05T10:30:00.000Z', free: 1 }] };
    serveDrive(state);
    const { user } = await openBooking();
    const mine = await screen.findByRole('region', { name: T.yourAppointment });
    await user.click(within(mine).getByRole('button', { name: T.change }));
    const later = '2030-12-05T10:00:00.000Z';
    await waitFor(() => expect(slotButton(later)).toBeEnabled());
    const moved = { ...BOOKED, start: later, end: '2030-12-05T10:30:00.000Z' };
    state.appointments = [moved];
    answerFetch(jsonResponse(200, moved));
    await user.click(slotButton(later));
    expect(await screen.findByText(T.moved)).toBeInTheDocument();
    const put = fetchCall(callIndexOf('/api/user/appointments/7', 'PUT'));
    expect(put.body).toEqual({ slotStart: later });

    await user.click(within(mine).getByRole('button', { name: T.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(T.cancelQuestion);
    state.appointments = [{ ...moved, status: 'cancelled' }];
    answerFetch(jsonResponse(200, { ...moved, status: 'cancelled' }));
    await act(async () => within(dialog).getByRole('button', { name: T.cancel }).click());
    expect(await screen.findByText(T.cancelled)).toBeInTheDocument();
    expect(callIndexOf('/api/user/appointments/7', 'DELETE')).toBeGreaterThan(-1);
  });
});

describe('a booking address that names no drive', () => {
  it('says the event takes no bookings and asks the server nothing', async () => {
    storeSession();
    renderApp('/drives/abc/book');
    expect(await screen.findByText(T.notADrive)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so for a plain event, with no times', async () => {
    serveGets({
      '/api/events/all': () => jsonResponse(200, [{ ...DRIVE, drive: null }]),
      '/api/drives/5/slots': () => jsonResponse(409, { message: DRIVE_MESSAGES.notADrive }),
      '/api/user/appointments': () => jsonResponse(200, []),
    });
    await openBooking();
    expect(await screen.findByText(T.notADrive)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: T.timesTitle })).not.toBeInTheDocument();
  });
});
