import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVE_MESSAGES, type EventRecord } from '@blood-donation/domain';
import type { WithDrive } from '../data/driveCalls';
import { httpError, listOf, renderInAdmin } from '../data/testAdmin';
import { EventCreate } from './EventCreate';
import { EventList } from './EventList';

// The tests' SITE_TIME_ZONE is the default, UTC: the wall-clock times read as the instants.
const DRIVE: EventRecord & WithDrive = {
  id: 7,
  name: 'City Blood Drive',
  location: 'Town Hall',
  dateTime: '2030-05-01T09:00:00.000Z',
  organizer: 'Red Cross',
  description: 'Give blood, save lives.',
  drive: { sessions: [{ start: '2030-05-01T09:00:00.000Z', end: '2030-05-01T12:00:00.000Z', slotMinutes: 15, chairs: 4 }], booked: 5, capacity: 48 },
};
const PLAIN: EventRecord & WithDrive = { ...DRIVE, id: 8, name: 'Talk on donation', drive: null };
const SESSION = { start: '2030-05-01T09:00:00.000Z', end: '2030-05-01T12:00:00.000Z', slotMinutes: 15, chairs: 4 };
const REFUSAL = 'This change would cancel 2 booked appointments.';

async function openEdit(saveDrive: jest.Mock, event: EventRecord = DRIVE) {
  renderInAdmin(<EventList />, { getList: jest.fn(() => listOf([DRIVE, PLAIN])), saveDrive } as never);
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${event.name}` }));
  return screen.getByRole('dialog', { name: 'Edit Event' });
}

const session = (dialog: HTMLElement, index = 1) => within(dialog).getByRole('region', { name: `Session ${index}` });

describe("the events' Donation drive", () => {
  it('shows booked of capacity for a drive and Not a drive for a plain event', async () => {
    renderInAdmin(<EventList />, { getList: jest.fn(() => listOf([DRIVE, PLAIN])) } as never);
    expect(await screen.findByText('5 of 48 booked')).toBeInTheDocument();
    expect(screen.getByText('Not a drive')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bookings' })).toBeInTheDocument();
  });

  it("edits a drive's sessions; a 409 shows the server's text and saves only once confirmed", async () => {
    const saveDrive = jest.fn().mockRejectedValueOnce(httpError(409, REFUSAL)).mockResolvedValue({ data: {} });
    const dialog = await openEdit(saveDrive);
    expect(within(dialog).getByRole('checkbox', { name: 'This event is a donation drive' })).toBeChecked();
    const chairs = within(session(dialog)).getByRole('spinbutton', { name: 'Chairs per slot' });
    expect(chairs).toHaveValue(4);
    expect(within(session(dialog)).getByLabelText('Start')).toHaveValue('2030-05-01T09:00');
    await userEvent.clear(chairs);
    await userEvent.type(chairs, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save drive' }));

    const confirm = await screen.findByRole('dialog', { name: 'Cancel booked appointments?' });
    expect(confirm).toHaveTextContent(REFUSAL);
    expect(saveDrive).toHaveBeenLastCalledWith(7, [{ ...SESSION, chairs: 2 }], false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel them and save' }));
    expect(await screen.findByText('Drive saved')).toBeInTheDocument();
    expect(saveDrive).toHaveBeenLastCalledWith(7, [{ ...SESSION, chairs: 2 }], true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel booked appointments?' })).not.toBeInTheDocument());
  });

  it("downloads a drive's appointments as CSV; a plain event offers no export", async () => {
    const csv = new Blob(['time (UTC),name,bloodGroup,status\r\n'], { type: 'text/csv' });
    const exportDriveAppointments = jest.fn().mockResolvedValue({ data: csv, fileName: 'drive-7-appointments.csv' });
    const created = jest.fn((_blob: Blob) => 'blob:drive');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderInAdmin(<EventList />, { getList: jest.fn(() => listOf([DRIVE, PLAIN])), exportDriveAppointments } as never);
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${DRIVE.name}` }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Edit Event' })).getByRole('button', { name: 'Export appointments (CSV)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(exportDriveAppointments).toHaveBeenCalledWith(7);
    expect(created).toHaveBeenCalledWith(csv);
    clicked.mockRestore();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${PLAIN.name}` }));
    expect(within(await screen.findByRole('dialog', { name: 'Edit Event' })).queryByRole('button', { name: 'Export appointments (CSV)' })).not.toBeInTheDocument();
  });

  it('checks the sessions with the API schema before sending: slot length 5–60, chairs 1–50, end after start', async () => {
    const saveDrive = jest.fn();
    const dialog = await openEdit(saveDrive);
    const minutes = within(session(dialog)).getByRole('spinbutton', { name: 'Slot length (minutes)' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '70');
    const chairs = within(session(dialog)).getByRole('spinbutton', { name: 'Chairs per slot' });
    await userEvent.clear(chairs);
    await userEvent.type(chairs, '51');
    const end = within(session(dialog)).getByLabelText('End');
    await userEvent.clear(end);
    await userEvent.type(end, '2030-05-01T08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save drive' }));
    for (const message of [DRIVE_MESSAGES.slotMinutesInvalid, DRIVE_MESSAGES.chairsInvalid, DRIVE_MESSAGES.endBeforeStart]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(saveDrive).not.toHaveBeenCalled();
  });

  it('adds and removes sessions, and makes a drive a plain event again', async () => {
    const saveDrive = jest.fn().mockResolvedValue({ data: {} });
    const dialog = await openEdit(saveDrive);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }));
    expect(session(dialog, 2)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove session 2' }));
    expect(within(dialog).queryByRole('region', { name: 'Session 2' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'This event is a donation drive' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save drive' }));
    expect(await screen.findByText('This event is a plain event again')).toBeInTheDocument();
    expect(saveDrive).toHaveBeenCalledWith(7, null, false);
  });

  it('creates an event as a drive: the event first, then its sessions under its new id', async () => {
    const create = jest.fn((_resource: string, { data }: { data: object }) => Promise.resolve({ data: { ...data, id: 9 } }));
    const saveDrive = jest.fn().mockResolvedValue({ data: {} });
    renderInAdmin(<EventCreate />, { create, saveDrive } as never);
    await userEvent.type(screen.getByRole('textbox', { name: /Event Name/ }), 'Spring Drive');
    await userEvent.type(screen.getByRole('textbox', { name: /Location/ }), 'Library');
    await userEvent.type(screen.getByLabelText(/Date and Time/), '2030-05-01T09:00');
    await userEvent.type(screen.getByRole('textbox', { name: /Organizer/ }), 'Lions Club');
    await userEvent.click(screen.getByRole('checkbox', { name: 'This event is a donation drive' }));
    await userEvent.type(screen.getByLabelText('Start'), '2030-05-01T09:00');
    await userEvent.type(screen.getByLabelText('End'), '2030-05-01T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Drive saved')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(saveDrive).toHaveBeenCalledWith(9, [SESSION], false);
  });
});
