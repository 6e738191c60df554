import { type Appointment, DRIVE_SCREEN_TEXTS as T, formatTimeIn } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { serveGets } from '../../testing/serve-gets';
import { expectNoAxeViolations, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { ELIGIBLE, NOT_AVAILABLE, ONLY_ACCOUNT, openDashboard, textOf } from './dashboard.fixtures';
import { DONOR_PROFILE } from '../../testing/donor-profile';

const NEXT: Appointment = { id: 7, driveId: 5, start: '2030-12-05T09:30:00.000Z', end: '2030-12-05T09:45:00.000Z', status: 'booked' };
const PAST: Appointment[] = [
  {
    id: 3, driveId: 4, start: '2026-06-01T09:00:00.000Z', end: '2026-06-01T09:15:00.000Z', status: 'donated',
    outcome: { units: 1, haemoglobin: 13.4, pulse: 72, bloodPressure: '120/80', deferralReason: null, deferredUntil: null },
  },
  { id: 4, driveId: 4, start: '2026-09-01T10:00:00.000Z', end: '2026-09-01T10:15:00.000Z', status: 'no-show' },
];
const DRIVE = { id: 5, name: 'Town Hall Drive', location: 'Town Hall, Pune', dateTime: NEXT.start, organizer: 'Red Cross', description: '', drive: null };

const card = () => screen.getByRole('region', { name: T.nextAppointment });

describe("the dashboard's appointments", () => {
  it('shows the next appointment (date, time, place) with Add to calendar, Change and Cancel, and past ones with their outcome', async () => {
    storeSession();
    serveGets({
      '/api/user/me': () => jsonResponse(200, DONOR_PROFILE),
      '/api/user/appointments': () => jsonResponse(200, [...PAST, NEXT]),
      '/api/events/all': () => jsonResponse(200, [DRIVE]),
      '/api/user/eligibility': () => jsonResponse(200, ELIGIBLE),
      '/api/user/availability': () => jsonResponse(200, NOT_AVAILABLE),
      '/api/user/volunteering': () => jsonResponse(200, []),
      '/api/user/consents': () => jsonResponse(200, ONLY_ACCOUNT),
    });
    const createObjectURL = jest.fn((blob: Blob) => (void blob, 'blob:appointment'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/user-dashboard');
    expect(await within(await screen.findByRole('region', { name: T.nextAppointment })).findByText('Town Hall Drive, Town Hall, Pune')).toBeInTheDocument();
    expect(within(card()).getByText('Dec 5, 2030')).toBeInTheDocument();
    expect(within(card()).getByText(formatTimeIn(NEXT.start, 'UTC'))).toBeInTheDocument();
    for (const name of [T.change, T.cancel]) expect(within(card()).getByRole('button', { name })).toBeInTheDocument();

    const past = within(card()).getAllByRole('listitem');
    expect(past.map((item) => item.textContent)).toEqual([`Sep 1, 2026, ${formatTimeIn(PAST[1].start, 'UTC')}No show`, `Jun 1, 2026, ${formatTimeIn(PAST[0].start, 'UTC')}Donated1 unit · Haemoglobin 13.4 g/dL · Pulse 72/min · Blood pressure 120/80 mmHg`]);

    await user.click(within(card()).getByRole('button', { name: T.addToCalendar }));
    const ics = await textOf(createObjectURL.mock.calls[0][0]);
    expect(ics).toContain('UID:appointment-7@blood-donation\r\n');
    expect(ics).toContain('DTSTART:20301205T093000Z\r\n');
    expect(ics).toContain('LOCATION:Town Hall\\, Pune\r\n');
    click.mockRestore();
    await expectNoAxeViolations();
  });

  it('says when there is none and points to the drives', async () => {
    await openDashboard({ appointments: [] });
    expect(await within(card()).findByText(T.noAppointment, { exact: false })).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: T.findDrive })).toHaveAttribute('href', '/events');
  });
});
