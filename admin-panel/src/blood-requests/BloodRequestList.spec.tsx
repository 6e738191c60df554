import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BloodRequestRecord, type BloodRequestStatus, STATUS_COLORS, URGENT_BADGE_COLORS, formatDateTime } from '@blood-donation/domain';
import { httpError, listOf, renderInAdmin } from '../data/testAdmin';
import { provider, request } from './testRequests';
import { BloodRequestList } from './BloodRequestList';

/** '#2e7d32' as the browser reports it: 'rgb(46, 125, 50)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

// Many user-event steps per test: more than jest's 5 s when the whole suite runs in parallel.
jest.setTimeout(20000);

it('shows the columns, status badges, 10 a page, and Export', async () => {
  const dataProvider = provider();
  renderInAdmin(<BloodRequestList />, dataProvider);
  expect(await screen.findByRole('heading', { level: 1, name: 'Blood Request History' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  for (const column of ['Patient Name', 'Blood Group', 'Units', 'City', 'Hospital', 'Needed by', 'Urgent', 'Status', 'Actions']) {
    expect(within(table).getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
  }
  expect(dataProvider.getList).toHaveBeenCalledWith('bloodRequests', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
  const rows = within(table).getAllByRole('row').slice(1);
  // The status colours are the shared tokens, the same as on the donor's Request History.
  const chipColour = (row: HTMLElement) => getComputedStyle(row.querySelector('.MuiChip-root')!).backgroundColor;
  expect(rows.map(chipColour)).toEqual(['Pending', 'Approved', 'Rejected'].map((status) => rgb(STATUS_COLORS[status as BloodRequestStatus].background)));
  for (const name of ['Approve request of Bea Patient', 'Reject request of Bea Patient', 'View details of Bea Patient', 'Delete request of Bea Patient']) {
    expect(within(rows[0]).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
});

it('sends the search and status filters', async () => {
  const dataProvider = provider();
  renderInAdmin(<BloodRequestList />, dataProvider);
  await screen.findByRole('table');
  await userEvent.type(screen.getByRole('textbox', { name: 'Search by name, blood group or mobile' }), 'O-');
  await waitFor(() =>
    expect(dataProvider.getList).toHaveBeenLastCalledWith('bloodRequests', expect.objectContaining({ filter: { q: 'O-' } })),
  );
  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'All Status',
    'Pending',
    'Approved',
    'Rejected',
    'Fulfilled',
    'Cancelled',
    'Expired',
  ]);
  await userEvent.click(screen.getByRole('option', { name: 'Rejected' }));
  await waitFor(() =>
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'bloodRequests',
      expect.objectContaining({ filter: { q: 'O-', status: 'Rejected' } }),
    ),
  );
});

it('approves and rejects, then reloads the list', async () => {
  const dataProvider = provider();
  renderInAdmin(<BloodRequestList />, dataProvider);
  await userEvent.click(await screen.findByRole('button', { name: 'Approve request of Bea Patient' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Approve the request of Bea Patient?' })).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Request approved successfully!')).toBeInTheDocument();
  expect(dataProvider.approveBloodRequest).toHaveBeenCalledWith(7);
  await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(1));

  await userEvent.click(screen.getByRole('button', { name: 'Reject request of Bea Patient' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this request' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No stock at the blood bank.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Request rejected successfully!')).toBeInTheDocument();
  expect(dataProvider.rejectBloodRequest).toHaveBeenCalledWith(7, 'No stock at the blood bank.');
});

it("says 'Failed to update status' when it could not", async () => {
  renderInAdmin(<BloodRequestList />, provider({ approveBloodRequest: jest.fn(() => Promise.reject(httpError(500))) }));
  await userEvent.click(await screen.findByRole('button', { name: 'Approve request of Bea Patient' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
});

it('shows the details of a request', async () => {
  renderInAdmin(<BloodRequestList />, provider());
  await userEvent.click(await screen.findByRole('button', { name: 'View details of Bea Patient' }));
  const dialog = screen.getByRole('dialog', { name: 'Request Details' });
  for (const text of ['Bea Patient', 'O-', 'Anaemia', 'bea@example.test', '+911234567890', 'Pending', formatDateTime(request.createdAt), formatDateTime(request.updatedAt)]) {
    expect(dialog).toHaveTextContent(text);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('asks before deleting and says so', async () => {
  const dataProvider = provider();
  renderInAdmin(<BloodRequestList />, dataProvider);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete request of Bea Patient' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
  expect(dialog).toHaveTextContent('Are you sure you want to delete this request?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Request deleted successfully.')).toBeInTheDocument();
  expect(dataProvider.delete).toHaveBeenCalledWith('bloodRequests', expect.objectContaining({ id: 7 }));
});

it('offers Retry when deleting failed', async () => {
  const dataProvider = provider({ delete: jest.fn(() => Promise.reject(httpError(500))) });
  renderInAdmin(<BloodRequestList />, dataProvider);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete request of Bea Patient' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete request.')).toBeInTheDocument();
  dataProvider.delete.mockImplementation(() => Promise.resolve({ data: request }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Request deleted successfully.')).toBeInTheDocument();
  expect(dataProvider.delete).toHaveBeenCalledTimes(2);
});

it("says 'No requests found' and why a load failed", async () => {
  const { unmount } = renderInAdmin(<BloodRequestList />, provider({ getList: jest.fn(() => listOf([])) }));
  expect(await screen.findByText('No requests found')).toBeInTheDocument();
  unmount();
  renderInAdmin(<BloodRequestList />, provider({ getList: jest.fn(() => Promise.reject(httpError(500))) }));
  expect(await screen.findByText('Failed to fetch blood requests. Please try again later.')).toBeInTheDocument();
});

describe('where and how soon', () => {
  const placed: BloodRequestRecord = { ...request, city: 'Pune', hospital: 'Sassoon General Hospital', neededBy: '2026-12-01', urgent: true };
  const calm: BloodRequestRecord = { ...request, id: 8, name: 'Cy', city: 'Nagpur', hospital: null, neededBy: null, urgent: false };
  const neededBy = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 1));
  /** The cells of a row, by column header. */
  const cellsOf = (table: HTMLElement, row: number) => {
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    const cells = within(within(table).getAllByRole('row')[row + 1]).getAllByRole('cell');
    return Object.fromEntries(cells.map((cell, index) => [headers[index], cell.textContent]));
  };

  it('shows city, hospital, needed by and the Urgent chip in the table; a request made without them shows —', async () => {
    renderInAdmin(<BloodRequestList />, provider({}, [placed, calm, request]));
    const table = await screen.findByRole('table');
    expect(cellsOf(table, 0)).toMatchObject({ City: 'Pune', Hospital: 'Sassoon General Hospital', 'Needed by': neededBy, Urgent: 'Urgent' });
    expect(within(within(table).getAllByRole('row')[1]).getByText('Urgent').closest('.MuiChip-root')).toHaveStyle({ backgroundColor: rgb(URGENT_BADGE_COLORS.background) });
    expect(cellsOf(table, 1)).toMatchObject({ City: 'Nagpur', Hospital: '—', 'Needed by': '—', Urgent: '—' });
    expect(cellsOf(table, 2)).toMatchObject({ City: '—', Hospital: '—', 'Needed by': '—', Urgent: '—' });
  });

  it("sorts by city, needed by and urgent from their headers, and urgent first in one click of 'Urgent first'", async () => {
    const dataProvider = provider({}, [placed, calm]);
    renderInAdmin(<BloodRequestList />, dataProvider);
    const table = await screen.findByRole('table');
    const lastSort = () => (dataProvider.getList.mock.lastCall as unknown as [string, { sort: unknown }])[1].sort;
    for (const [header, field] of [['city', 'city'], ['needed by', 'neededBy'], ['urgent', 'urgent']]) {
      await userEvent.click(within(table).getByRole('button', { name: `Sort by ${header} ascending` }));
      await waitFor(() => expect(lastSort()).toEqual({ field, order: 'ASC' }));
    }
    expect(within(table).queryByRole('button', { name: /Sort by hospital/ })).not.toBeInTheDocument();

    const urgentFirst = screen.getByRole('button', { name: 'Urgent first' });
    await userEvent.click(urgentFirst);
    await waitFor(() => expect(lastSort()).toEqual({ field: 'urgent', order: 'DESC' }));
    expect(urgentFirst).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(urgentFirst);
    await waitFor(() => expect(lastSort()).toEqual({ field: 'createdAt', order: 'DESC' }));
    expect(urgentFirst).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters by urgent and by city', async () => {
    const dataProvider = provider({}, [placed, calm]);
    renderInAdmin(<BloodRequestList />, dataProvider);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Urgent' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Urgent', 'Not urgent']);
    await userEvent.click(screen.getByRole('option', { name: 'Urgent' }));
    // (The list keeps the filters of the tests before in its URL.)
    const lastFilter = () => (dataProvider.getList.mock.lastCall as unknown as [string, { filter: object }])[1].filter;
    await waitFor(() => expect(lastFilter()).toMatchObject({ urgent: 'true' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Pune');
    await waitFor(() => expect(lastFilter()).toMatchObject({ urgent: 'true', city: 'Pune' }));
  });

  it('shows them on the cards and in the details', async () => {
    renderInAdmin(<BloodRequestList />, provider({}, [placed, calm]));
    await userEvent.click(await screen.findByRole('button', { name: 'Card view' }));
    const card = (await screen.findByRole('heading', { level: 2, name: /Bea Patient/ })).closest('li')!;
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Bea Patient Urgent');
    for (const line of ['City: Pune', 'Hospital: Sassoon General Hospital', `Needed by: ${neededBy}`, 'Disease: Anaemia']) expect(card).toHaveTextContent(line);

    await userEvent.click(within(card).getByRole('button', { name: 'View details of Bea Patient' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Details' });
    for (const line of ['City: Pune', 'Hospital: Sassoon General Hospital', `Needed by: ${neededBy}`, 'Urgent: Yes']) expect(dialog).toHaveTextContent(line);
  });
});
