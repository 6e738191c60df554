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

it('offers only the moves that apply: none on a closed request, no approve on an Approved one, no reject on a Rejected one', async () => {
  const closed = (['Fulfilled', 'Cancelled', 'Expired'] as const).map((status, index) => ({ ...request, id: 20 + index, name: `Closed ${status}`, status }));
  renderInAdmin(<BloodRequestList />, provider({}, [request, { ...request, id: 8, name: 'Cy', status: 'Approved' }, { ...request, id: 9, name: 'Di', status: 'Rejected' }, ...closed]));
  await screen.findByRole('table');
  const offered = (name: string) =>
    ['Approve', 'Reject'].filter((move) => within(rowOf(name)).queryByRole('button', { name: `${move} request of ${name}` }) !== null);
  expect(offered('Bea Patient')).toEqual(['Approve', 'Reject']);
  expect(offered('Cy')).toEqual(['Reject']);
  expect(offered('Di')).toEqual(['Approve']);
  for (const { name } of closed) {
    expect(offered(name)).toEqual([]);
    expect(within(rowOf(name)).queryByRole('button', { name: `Mark request of ${name} fulfilled` })).not.toBeInTheDocument();
  }
});

it('asks before approving and says what approving does: up to MATCH_WAVE_SIZE donors emailed, or none without a city', async () => {
  const dataProvider = provider({ getApprovalEffects: jest.fn(() => Promise.resolve({ data: { donorsPerWave: 10 } })) }, [
    { ...request, city: 'Pune' },
    { ...request, id: 9, name: 'Di', status: 'Rejected' },
  ]);
  renderInAdmin(<BloodRequestList />, dataProvider);
  await userEvent.click(await screen.findByRole('button', { name: 'Approve request of Bea Patient' }));
  const dialog = await screen.findByRole('dialog', { name: 'Approve the request of Bea Patient?' });
  expect(await within(dialog).findByText(/^Approving asks up to 10 donors by email/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(dataProvider.approveBloodRequest).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Approve request of Di' }));
  expect(await screen.findByRole('dialog', { name: 'Approve the request of Di?' })).toHaveTextContent('This request names no city, so approving asks no donors by email.');
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Request approved successfully!')).toBeInTheDocument();
  expect(dataProvider.approveBloodRequest).toHaveBeenCalledWith(9);
});

it("shows the server's reason when Mark fulfilled is refused (409); approve and reject keep the spec's toast", async () => {
  const refused = (message: string) => jest.fn(() => Promise.reject(httpError(409, message)));
  renderInAdmin(<BloodRequestList />, provider({ fulfilBloodRequest: refused('This request is Cancelled and can no longer be marked fulfilled.'), approveBloodRequest: refused('This request is Cancelled and can no longer be approved.') }));
  await userEvent.click(await screen.findByRole('button', { name: 'Mark request of Cy fulfilled' }));
  expect(await screen.findByText('This request is Cancelled and can no longer be marked fulfilled.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Approve request of Bea Patient' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
});
