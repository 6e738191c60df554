import { type BloodRequestRecord, STATUS_COLORS } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { bloodRequestRecord as request } from '../../testing/blood-requests';
import { listCall, serveList } from '../../testing/list-server';
import { answerFetch, expectToast, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';
import { ownerMovesOf } from './request-moves';

/** Opens Request History; the server pages `requests`, reading the array at every call. */
async function openHistory(requests: BloodRequestRecord[]) {
  storeSession();
  serveList('/user-blood-requests', 'bloodRequests', () => requests);
  const view = renderApp('/requestHistory');
  await screen.findByRole('heading', { level: 1, name: 'Request History' });
  await screen.findByRole('table');
  return view;
}

const rowOf = (id: number) => screen.getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;

describe('Request History: the requester closes a request', () => {
  it('offers Mark fulfilled on Approved, Cancel request on Pending and Approved, nothing on the others', async () => {
    expect(['Pending', 'Approved', 'Rejected', 'Fulfilled', 'Cancelled', 'Expired'].map(ownerMovesOf)).toEqual([['cancel'], ['fulfil', 'cancel'], [], [], [], []]);
    await openHistory([request(6), request(5, { status: 'Approved' }), request(4, { status: 'Rejected' }), request(3, { status: 'Fulfilled' }), request(2, { status: 'Cancelled' })]);
    const moves = (id: number) => within(rowOf(id)).queryAllByRole('button').map((button) => button.textContent).filter((text) => !/^(View Details|Delete)/.test(text ?? ''));
    expect(moves(6)).toEqual(['Cancel request 6']);
    expect(moves(5)).toEqual(['Mark fulfilled request 5', 'Cancel request 5']);
    for (const id of [4, 3, 2]) expect(moves(id)).toEqual([]);
  });

  it('shows the new statuses in their own colours', async () => {
    await openHistory([request(3, { status: 'Fulfilled' }), request(2, { status: 'Cancelled' }), request(1, { status: 'Expired' })]);
    for (const [id, status] of [[3, 'Fulfilled'], [2, 'Cancelled'], [1, 'Expired']] as const) {
      expect(within(rowOf(id)).getByText(status)).toHaveStyle({ backgroundColor: STATUS_COLORS[status].background });
    }
  });

  it("shows the reason of a rejection, and an approval's note, under the status and in the details", async () => {
    const { user } = await openHistory([request(2, { status: 'Rejected', message: 'No matching donor nearby.' }), request(1, { status: 'Approved', message: 'Two units reserved.' })]);
    expect(within(rowOf(2)).getByText('Reason: No matching donor nearby.')).toBeInTheDocument();
    expect(within(rowOf(1)).getByText('Note: Two units reserved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Details for request 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Details' });
    const terms = within(dialog).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toContainEqual(['Reason', 'No matching donor nearby.']);
  });

  it('cancels after confirmation: PUT …/cancel, toast, and the page read again shows it Cancelled', async () => {
    const requests = [request(2), request(1, { status: 'Approved' })];
    const { user } = await openHistory(requests);
    await user.click(screen.getByRole('button', { name: 'Cancel request 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request' });
    expect(within(dialog).getByText('Are you sure? The request is then closed for good.')).toBeInTheDocument();
    answerFetch(jsonResponse(200, { ...requests[0], status: 'Cancelled' }));
    requests[0] = { ...requests[0], status: 'Cancelled' };
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await expectToast('Request cancelled.');
    const { url, init } = fetchCall(1);
    expect([url, init.method]).toEqual(['/api/blood-requests/2/cancel', 'PUT']);
    await waitFor(() => expect(within(rowOf(2)).getByText('Cancelled')).toBeInTheDocument());
    expect(within(rowOf(2)).queryByRole('button', { name: 'Cancel request 2' })).not.toBeInTheDocument();
    expect(listCall(2)).toEqual({ path: '/api/user-blood-requests', range: [0, 4] });
  });

  it('marks an approved request fulfilled after confirmation', async () => {
    const requests = [request(1, { status: 'Approved' })];
    const { user } = await openHistory(requests);
    await user.click(screen.getByRole('button', { name: 'Mark fulfilled request 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as fulfilled' });
    answerFetch(jsonResponse(200, { ...requests[0], status: 'Fulfilled' }));
    requests[0] = { ...requests[0], status: 'Fulfilled' };
    await user.click(within(dialog).getByRole('button', { name: 'Mark fulfilled' }));
    await expectToast('Request marked fulfilled. Thank you!');
    expect([fetchCall(1).url, fetchCall(1).init.method]).toEqual(['/api/blood-requests/1/fulfil', 'PUT']);
    await waitFor(() => expect(within(rowOf(1)).getByText('Fulfilled')).toBeInTheDocument());
  });

  it("toasts the server's refusal and reads nothing again; keeping it sends nothing", async () => {
    const { user } = await openHistory([request(1)]);
    await user.click(screen.getByRole('button', { name: 'Cancel request 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this request' })).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel request 1' }));
    answerFetch(jsonResponse(409, { statusCode: 409, error: 'Conflict', message: 'This request is Expired and can no longer be cancelled.' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this request' })).getByRole('button', { name: 'Cancel request' }));
    await expectToast('This request is Expired and can no longer be cancelled.');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Cancel request 1' })).toBeEnabled();
  });
});
