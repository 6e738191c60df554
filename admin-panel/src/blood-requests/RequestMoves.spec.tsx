import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderInAdmin } from '../data/testAdmin';
import { BloodRequestList } from './BloodRequestList';
import { provider, request } from './testRequests';

// Many user-event steps per test: more than jest's 5 s when the whole suite runs in parallel.
jest.setTimeout(20000);

const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr') as HTMLElement;

it('asks for the reason of a rejection, and requires it', async () => {
  const dataProvider = provider();
  renderInAdmin(<BloodRequestList />, dataProvider);
  await userEvent.click(await screen.findByRole('button', { name: 'Reject request of Bea Patient' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject this request' });
  expect(dialog).toHaveTextContent('The requester sees this reason on their Request History.');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('Please give the reason for rejecting.')).toBeInTheDocument();
  expect(dataProvider.rejectBloodRequest).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(dataProvider.rejectBloodRequest).not.toHaveBeenCalled();
});

it('marks an Approved request fulfilled; only Approved ones offer it', async () => {
  const dataProvider = provider();
  renderInAdmin(<BloodRequestList />, dataProvider);
  await screen.findByRole('table');
  for (const name of ['Bea Patient', 'Di']) expect(screen.queryByRole('button', { name: `Mark request of ${name} fulfilled` })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mark request of Cy fulfilled' }));
  expect(await screen.findByText('Request marked fulfilled.')).toBeInTheDocument();
  expect(dataProvider.fulfilBloodRequest).toHaveBeenCalledWith(8);
  await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(1));
});

it('offers no approve or reject on a closed request', async () => {
  const closed = (['Fulfilled', 'Cancelled', 'Expired'] as const).map((status, index) => ({ ...request, id: 20 + index, name: `Closed ${status}`, status }));
  renderInAdmin(<BloodRequestList />, provider({}, closed));
  await screen.findByRole('table');
  for (const { name } of closed) {
    expect(within(rowOf(name)).getByRole('button', { name: `Approve request of ${name}` })).toBeDisabled();
    expect(within(rowOf(name)).getByRole('button', { name: `Reject request of ${name}` })).toBeDisabled();
    expect(within(rowOf(name)).queryByRole('button', { name: `Mark request of ${name} fulfilled` })).not.toBeInTheDocument();
  }
});

it("shows the server's reason when Mark fulfilled is refused (409); approve and reject keep the spec's toast", async () => {
  const refused = (message: string) => jest.fn(() => Promise.reject(httpError(409, message)));
  renderInAdmin(<BloodRequestList />, provider({ fulfilBloodRequest: refused('This request is Cancelled and can no longer be marked fulfilled.'), approveBloodRequest: refused('This request is Cancelled and can no longer be approved.') }));
  await userEvent.click(await screen.findByRole('button', { name: 'Mark request of Cy fulfilled' }));
  expect(await screen.findByText('This request is Cancelled and can no longer be marked fulfilled.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Approve request of Bea Patient' }));
  expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
});
