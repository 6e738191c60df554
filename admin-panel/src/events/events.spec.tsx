import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventRecord } from '@blood-donation/domain';
import { httpError, listOf, renderInAdmin } from '../data/testAdmin';
import { EventCreate } from './EventCreate';
import { EventList } from './EventList';
import { EventManagement } from './EventManagement';

const drive: EventRecord = {
  id: 7,
  name: 'City Blood Drive',
  location: 'Town Hall',
  dateTime: '2026-05-01T10:00:00.000Z',
  organizer: 'Red Cross',
  description: 'Give blood, save lives.',
  drive: null,
};

async function fillCreateForm() {
  await userEvent.type(screen.getByRole('textbox', { name: /Event Name/ }), 'Spring Drive');
  await userEvent.type(screen.getByRole('textbox', { name: /Location/ }), 'Library');
  await userEvent.type(screen.getByLabelText(/Date and Time/), '2026-06-01T09:30');
  await userEvent.type(screen.getByRole('textbox', { name: /Organizer/ }), 'Lions Club');
}

describe('/event-management', () => {
  it('shows the Create Event and Manage Events cards', () => {
    renderInAdmin(<EventManagement />, {});
    expect(screen.getByRole('heading', { level: 1, name: 'Event Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create Event/ })).toHaveAttribute('href', expect.stringMatching(/\/create-event$/));
    expect(screen.getByRole('link', { name: /Manage Events/ })).toHaveAttribute('href', expect.stringMatching(/\/manage-events$/));
  });
});

describe('/create-event', () => {
  it('requires name, location, date-time and organizer, not the description', async () => {
    const create = jest.fn();
    renderInAdmin(<EventCreate />, { create });
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    for (const message of ['Event name is required', 'Location is required', 'Date and time are required', 'Organizer is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the date-time as ISO UTC, says so and empties the form', async () => {
    const create = jest.fn((_resource: string, { data }: { data: object }) => Promise.resolve({ data: { ...data, id: 9 } }));
    renderInAdmin(<EventCreate />, { create } as never);
    await fillCreateForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event created successfully!')).toBeInTheDocument();
    const [resource, { data }] = create.mock.calls[0] as [string, { data: Record<string, unknown> }];
    expect(resource).toBe('events');
    expect({ ...data, dateTime: new Date(data.dateTime as string).toISOString() }).toEqual({
      name: 'Spring Drive',
      location: 'Library',
      dateTime: new Date('2026-06-01T09:30').toISOString(),
      organizer: 'Lions Club',
      description: '',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Event Name/ })).toHaveValue(''));
  });

  it.each([
    ['the server message', httpError(400, 'Event name is too long'), 'Event name is too long'],
    ['the fallback when the server says nothing', httpError(500), 'Failed to create event. Please try again later.'],
    ['no response', new TypeError('Failed to fetch'), 'No response received from server. Please try again later.'],
  ])('shows %s on failure', async (_case, error, message) => {
    renderInAdmin(<EventCreate />, { create: jest.fn(() => Promise.reject(error)) } as never);
    await fillCreateForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('/manage-events', () => {
  const getList = jest.fn(() => listOf([drive]));

  beforeEach(() => getList.mockClear());

  it('lists the events with search, month and year filters and an Export button', async () => {
    renderInAdmin(<EventList />, { getList } as never);
    expect(await screen.findByText('City Blood Drive')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search events...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    const years = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    const now = new Date().getFullYear();
    expect(years.slice(1)).toEqual([now - 5, now - 4, now - 3, now - 2, now - 1, now, now + 1].map(String));
    await userEvent.click(screen.getByRole('option', { name: String(now) }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('events', expect.objectContaining({ filter: { year: now } })));

    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(13);
    await userEvent.click(screen.getByRole('option', { name: 'March' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('events', expect.objectContaining({ filter: { year: now, month: 3 } })));

    await userEvent.type(screen.getByPlaceholderText('Search events...'), 'drive');
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('events', expect.objectContaining({ filter: { year: now, month: 3, q: 'drive' } })));
  });

  it('says when the events cannot be fetched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderInAdmin(<EventList />, { getList: jest.fn(() => Promise.reject(httpError(500))) } as never);
    expect(await screen.findByText('Failed to fetch events. Please try again.')).toBeInTheDocument();
  });

  it('edits an event in a modal where all five fields are required', async () => {
    const update = jest.fn(() => Promise.resolve({ data: { ...drive, name: 'Autumn Drive' } }));
    renderInAdmin(<EventList />, { getList, update } as never);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit City Blood Drive' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
    const name = within(dialog).getByRole('textbox', { name: /Event Name/ });
    expect(name).toHaveValue('City Blood Drive');
    await userEvent.clear(name);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Description/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Event name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(name, 'Autumn Drive');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Bring a friend.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Event updated successfully!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'events',
      expect.objectContaining({ id: 7, data: expect.objectContaining({ name: 'Autumn Drive', description: 'Bring a friend.' }) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the update fails, and Cancel closes the modal', async () => {
    const update = jest.fn(() => Promise.reject(httpError(500)));
    renderInAdmin(<EventList />, { getList, update } as never);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit City Blood Drive' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update event. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Event' })).not.toBeInTheDocument());
  });

  it.each([
    [true, 'Event deleted successfully!'],
    [false, 'Failed to delete event. Please try again.'],
  ])('deletes after confirmation (succeeds: %s)', async (succeeds, message) => {
    const deleteOne = jest.fn(() => (succeeds ? Promise.resolve({ data: drive }) : Promise.reject(httpError(500))));
    renderInAdmin(<EventList />, { getList, delete: deleteOne } as never);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete City Blood Drive' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Event' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this event?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(deleteOne).toHaveBeenCalledWith('events', expect.objectContaining({ id: 7 }));
  });
});
