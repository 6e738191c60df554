import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventRecord, VolunteerRecord } from '@blood-donation/domain';
import { httpError, listOf, renderInAdmin } from '../data/testAdmin';
import { VolunteerList } from './VolunteerList';

const drive: EventRecord = {
  id: 3,
  name: 'City Blood Drive',
  location: 'Town Hall',
  dateTime: '2026-05-01T10:00:00.000Z',
  organizer: 'Red Cross',
  description: 'Give blood, save lives.',
  drive: null,
};

const ada: VolunteerRecord = {
  id: 11,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dob: '1990-12-10',
  gender: 'Female',
  phone: '5551234567',
  email: 'ada@example.test',
  address: '1 Main St',
  city: 'London',
  state: 'LDN',
  zipCode: '12345',
  message: 'Happy to help.',
  event: drive,
  createdAt: '2026-04-01T10:00:00.000Z',
};

function provider(overrides: object = {}) {
  return {
    getList: jest.fn((resource: string) => (resource === 'events' ? listOf([drive]) : listOf([ada]))),
    getMany: jest.fn(() => Promise.resolve({ data: [drive] })),
    delete: jest.fn(() => Promise.resolve({ data: ada })),
    ...overrides,
  };
}

function volunteerCalls(dataProvider: ReturnType<typeof provider>) {
  return (dataProvider.getList.mock.calls as unknown as [string, { filter: object; pagination: object }][]).filter(([resource]) => resource === 'volunteers');
}

describe('/volunteers', () => {
  it('lists volunteers 10 per page with search, event filter, Table/Card toggle and Export', async () => {
    const dataProvider = provider();
    renderInAdmin(<VolunteerList />, dataProvider);
    expect(await screen.findByText('Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Volunteer List' })).toBeInTheDocument();
    expect(volunteerCalls(dataProvider)[0][1].pagination).toEqual({ page: 1, perPage: 10 });
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();

    // A searchable input: 'All Events' is its value until an event is chosen, and the way back to every event after.
    const eventInput = screen.getByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(eventInput).toHaveValue('All Events'));
    await userEvent.click(eventInput);
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['City Blood Drive']);
    // The drive is over: it sits under its own heading, apart from upcoming events.
    expect(within(screen.getByRole('listbox')).getByText('Past events')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'City Blood Drive' }));
    await waitFor(() => expect(volunteerCalls(dataProvider).at(-1)?.[1].filter).toEqual({ eventId: 3 }));
    await userEvent.click(eventInput);
    await userEvent.click(await screen.findByRole('option', { name: 'All Events' }));
    await waitFor(() => expect(volunteerCalls(dataProvider).at(-1)?.[1].filter).toEqual({}));
    await userEvent.click(eventInput);
    await userEvent.click(await screen.findByRole('option', { name: 'City Blood Drive' }));
    await waitFor(() => expect(volunteerCalls(dataProvider).at(-1)?.[1].filter).toEqual({ eventId: 3 }));
    // The events come a page at a time, searched on the server: never the whole table.
    const eventCalls = (dataProvider.getList.mock.calls as unknown as [string, { pagination: object }][]).filter(([resource]) => resource === 'events');
    expect(eventCalls.every(([, params]) => JSON.stringify(params.pagination) === JSON.stringify({ page: 1, perPage: 25 }))).toBe(true);

    await userEvent.type(screen.getByRole('textbox', { name: 'Search by first name, last name, email or phone' }), 'ada');
    await waitFor(() => expect(volunteerCalls(dataProvider).at(-1)?.[1].filter).toEqual({ eventId: 3, q: 'ada' }));

    await userEvent.click(screen.getByRole('button', { name: 'Card view' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens Volunteer Details and Event Details', async () => {
    renderInAdmin(<VolunteerList />, provider());
    await userEvent.click(await screen.findByRole('button', { name: 'View details of Ada Lovelace' }));
    const details = screen.getByRole('dialog', { name: 'Volunteer Details' });
    expect(details).toHaveTextContent('ada@example.test');
    expect(details).toHaveTextContent('Happy to help.');
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Event details for Ada Lovelace' }));
    const event = screen.getByRole('dialog', { name: 'Event Details' });
    expect(event).toHaveTextContent('City Blood Drive');
    expect(event).toHaveTextContent('Red Cross');
  });

  it('deletes after Confirm Deletion', async () => {
    const dataProvider = provider();
    renderInAdmin(<VolunteerList />, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this volunteer?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Volunteer deleted successfully.')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('volunteers', expect.objectContaining({ id: 11 }));
  });

  it('offers Retry when the delete fails', async () => {
    const remove = jest.fn().mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce({ data: ada });
    renderInAdmin(<VolunteerList />, provider({ delete: remove }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete volunteer.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Volunteer deleted successfully.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Failed to delete volunteer.')).not.toBeInTheDocument();
  });

  it('says when the volunteers cannot be fetched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const getList = jest.fn((resource: string) => (resource === 'events' ? listOf([drive]) : Promise.reject(httpError(500))));
    renderInAdmin(<VolunteerList />, provider({ getList }));
    expect((await screen.findAllByText('Failed to fetch volunteers. Please try again later.')).length).toBeGreaterThan(0);
  });

  it('says when the events cannot be fetched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const getList = jest.fn((resource: string) => (resource === 'events' ? Promise.reject(httpError(500)) : listOf([ada])));
    renderInAdmin(<VolunteerList />, provider({ getList }));
    expect(await screen.findByText('Failed to fetch events. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Lovelace')).toBeInTheDocument();
  });
});
