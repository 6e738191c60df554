import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BloodRequestStatus, STATUS_COLORS, formatDateTime } from '@blood-donation/domain';
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
  for (const column of ['Patient Name', 'Blood Group', 'Disease', 'Units', 'Status', 'Actions']) {
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
