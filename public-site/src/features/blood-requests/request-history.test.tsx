import { type BloodRequestRecord, STATUS_COLORS, STORAGE_KEYS, URGENT_BADGE_COLORS } from '@blood-donation/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { listCall, pageResponse, serveList } from '../../testing/list-server';
import { answerFetch, expectToast, fetchCall, jsonResponse, renderApp, renderPage, storeSession } from '../../testing/test-utils';
import { bloodRequestRecord } from '../../testing/blood-requests';
import { RequestHistoryPage } from './request-history-page';

const request = bloodRequestRecord;

const many = (count: number) => Array.from({ length: count }, (_, index) => request(count - index));

/** Opens the screen; the server pages `requests` (newest first, as given), reading the array at every call. */
async function openHistory(requests: BloodRequestRecord[] = [request(12), request(11, { status: 'Approved' }), request(10, { status: 'Rejected', disease: '' })]) {
  storeSession();
  serveList('/user-blood-requests', 'bloodRequests', () => requests);
  const view = renderApp('/requestHistory');
  await screen.findByRole('heading', { level: 1, name: 'Request History' });
  return view;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const range = () => screen.getByText(/^\d+–\d+ of \d+$/);
const firstId = () => within(bodyRows()[0]).getByRole('rowheader').textContent;
const ranges = () => (fetch as jest.Mock).mock.calls.map((_, index) => listCall(index).range);

/** Deletes request `id` through its button and the dialog; the server answers `answer` and, if it deleted, drops it from `requests`. */
async function deleteRequest(user: ReturnType<typeof renderApp>['user'], id: number, requests: BloodRequestRecord[], answer = jsonResponse(200, { message: 'Blood request deleted.' })) {
  await user.click(await screen.findByRole('button', { name: `Delete request ${id}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
  answerFetch(answer);
  if (answer.ok) requests.splice(requests.findIndex((one) => one.id === id), 1);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

describe('Request History screen', () => {
  it("loads the donor's own requests with the token and toasts", async () => {
    await openHistory();
    await expectToast('Request history fetched successfully!');
    expect(document.title).toBe('Request History | Blood Donation');
    const { url, init } = fetchCall();
    // The first page of 5, in the server's own order (newest first).
    expect(listCall()).toEqual({ path: '/api/user-blood-requests', range: [0, 4] });
    expect(url).toBe('/api/user-blood-requests?range=%5B0%2C4%5D');
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.token)}` });
  });

  it('shows the spec columns, one row per request and the status badges', async () => {
    await openHistory();
    const table = await screen.findByRole('table', { name: 'Your blood requests' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Blood Group', 'Units', 'Disease', 'City', 'Hospital', 'Needed by', 'Status', 'Action']);
    const cells = within(bodyRows()[0]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(bodyRows()[0]).getByRole('rowheader')).toHaveTextContent('12');
    // A request made before the form asked where and how soon has none of the four.
    expect(cells.slice(0, 8)).toEqual(['Patient 12', 'O+', '2', 'Anaemia', 'Not Available', 'Not Available', 'Not Available', 'Pending']);
    // The shared status colours, the same as in the admin panel.
    expect(within(bodyRows()[0]).getByText('Pending')).toHaveStyle({ backgroundColor: STATUS_COLORS.Pending.background, color: STATUS_COLORS.Pending.text });
    expect(within(bodyRows()[1]).getByText('Approved')).toHaveStyle({ backgroundColor: STATUS_COLORS.Approved.background });
    expect(within(bodyRows()[2]).getByText('Rejected')).toHaveStyle({ backgroundColor: STATUS_COLORS.Rejected.background });
    // No disease given.
    expect(within(bodyRows()[2]).getAllByRole('cell')[3]).toHaveTextContent(/^Not Available$/);
  });

  it('shows an unknown status as a pending-like badge', async () => {
    await openHistory([request(3, { status: 'On hold' as BloodRequestRecord['status'] })]);
    expect(await screen.findByText('On hold')).toHaveStyle({ backgroundColor: STATUS_COLORS.Pending.background });
    expect(screen.getByRole('button', { name: 'Delete request 3' })).toBeDisabled();
  });

  it('switches between the table and the cards with pressed toggle buttons', async () => {
    const { user } = await openHistory();
    await screen.findByRole('table');
    const tableButton = screen.getByRole('button', { name: 'Table' });
    const cardButton = screen.getByRole('button', { name: 'Card' });
    expect(screen.getByRole('group', { name: 'View as' })).toContainElement(tableButton);
    expect(tableButton).toHaveAttribute('aria-pressed', 'true');
    expect(cardButton).toHaveAttribute('aria-pressed', 'false');

    await user.click(cardButton);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cardButton).toHaveAttribute('aria-pressed', 'true');
    const cards = within(screen.getByRole('list', { name: 'Your blood requests' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { level: 2, name: 'Patient 12' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('Blood Group').nextSibling).toHaveTextContent('O+');
    expect(within(cards[0]).getByRole('button', { name: 'View Details for request 12' })).toBeEnabled();
    expect(within(cards[0]).getByRole('button', { name: 'Delete request 12' })).toBeEnabled();

    await user.click(tableButton);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('starts as cards on a tablet, where the table would not fit, and as the table on a laptop', async () => {
    /** A screen `width` px wide, answering the max-width queries of the list (jsdom has no matchMedia of its own). */
    const screenOf = (width: number) =>
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({ matches: width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity) }),
      });
    try {
      screenOf(1024);
      const { unmount } = await openHistory();
      expect(await screen.findByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      unmount();
      screenOf(1280);
      await openHistory();
      expect(await screen.findByRole('table')).toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('turns into cards as the screen narrows past where the table fits (a window made narrower), and back', async () => {
    let width = 1280;
    const matchesAt = (query: string) => width <= Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    const listeners: { query: string; listener: (event: { matches: boolean }) => void }[] = [];
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: matchesAt(query),
        addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push({ query, listener }),
        removeEventListener: () => undefined,
      }),
    });
    const resizeTo = (next: number) =>
      act(() => {
        width = next;
        for (const { query, listener } of listeners) listener({ matches: matchesAt(query) });
      });
    try {
      await openHistory();
      expect(await screen.findByRole('table')).toBeInTheDocument();
      resizeTo(360);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
      resizeTo(1280);
      expect(screen.getByRole('table')).toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('says there are no requests, in the table and in the card view', async () => {
    const { user } = await openHistory([]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'You have not made any requests yet.' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Card' }));
    expect(screen.getByText('No requests available.')).toBeInTheDocument();
    expect(screen.queryByText('You have not made any requests yet.')).not.toBeInTheDocument();
  });

  it('pages 5 rows at a time and goes back to the first page when the page size changes', async () => {
    const { user } = await openHistory(many(12));
    await screen.findByRole('table');
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '25']);
    expect(size).toHaveValue('5');
    expect(bodyRows()).toHaveLength(5);
    expect(range()).toHaveTextContent('1–5 of 12');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(range()).toHaveTextContent('6–10 of 12');
    await waitFor(() => expect(within(bodyRows()[0]).getByRole('rowheader')).toHaveTextContent('7'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(range()).toHaveTextContent('11–12 of 12');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(size, '10');
    expect(range()).toHaveTextContent('1–10 of 12');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(bodyRows()[0]).getByRole('rowheader')).toHaveTextContent('12');

    await user.selectOptions(size, '25');
    expect(range()).toHaveTextContent('1–12 of 12');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await waitFor(() => expect(bodyRows()).toHaveLength(12));

    // The card view pages the same way.
    await user.selectOptions(size, '5');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Card' }));
    expect(within(screen.getByRole('list', { name: 'Your blood requests' })).getAllByRole('listitem')).toHaveLength(5);
    // Every page came from the server; each new page size started again at the first page.
    expect(ranges()).toEqual([[0, 4], [5, 9], [10, 14], [0, 9], [0, 24], [0, 4]]);
  });

  it('shows the details of a request in a dialog', async () => {
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: 'View Details for request 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Details' });
    const shown = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Name: 'Patient 12',
      Email: 'patient12@example.com',
      'Blood Group': 'O+',
      Contact: '9876543210',
      Age: '42',
      Gender: 'Female',
      Disease: 'Anaemia',
      Units: '2',
      City: 'Not Available',
      Hospital: 'Not Available',
      'Needed by': 'Not Available',
      Urgent: 'Not Available',
      Status: 'Pending',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('where and how soon', () => {
    const neededBy = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 1));
    const placed = [
      request(12, { city: 'Pune', hospital: 'Sassoon General Hospital', neededBy: '2026-12-01', urgent: true }),
      request(11, { city: 'Nagpur', hospital: null, neededBy: null, urgent: false }),
      request(10, { city: 'Nashik', hospital: null, neededBy: null, urgent: true }),
    ];
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

    it('shows city, hospital, the day needed by and the Urgent badge in the table', async () => {
      await openHistory(placed);
      await screen.findByRole('table');
      expect(cellsOf(bodyRows()[0]).slice(4, 7)).toEqual(['Pune', 'Sassoon General Hospital', `${neededBy}Urgent`]);
      expect(within(bodyRows()[0]).getByText('Urgent')).toHaveStyle({ backgroundColor: URGENT_BADGE_COLORS.background, color: URGENT_BADGE_COLORS.text });
      expect(cellsOf(bodyRows()[1]).slice(4, 7)).toEqual(['Nagpur', 'Not Available', 'Not Available']);
      // Urgent without a day: the badge alone.
      expect(cellsOf(bodyRows()[2]).slice(4, 7)).toEqual(['Nashik', 'Not Available', 'Urgent']);
    });

    it('shows them on the cards', async () => {
      const { user } = await openHistory(placed);
      await user.click(await screen.findByRole('button', { name: 'Card' }));
      const [card] = within(screen.getByRole('list', { name: 'Your blood requests' })).getAllByRole('listitem');
      const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
      expect([value('City'), value('Hospital'), value('Needed by')]).toEqual(['Pune', 'Sassoon General Hospital', `${neededBy}Urgent`]);
    });

    it("shows them in 'Request Details', urgent as Yes or No", async () => {
      const { user } = await openHistory(placed);
      const shown = async (id: number) => {
        await user.click(await screen.findByRole('button', { name: `View Details for request ${id}` }));
        const dialog = await screen.findByRole('dialog', { name: 'Request Details' });
        const terms = within(dialog).getAllByRole('term');
        const values = Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
        await user.click(within(dialog).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        return [values.City, values.Hospital, values['Needed by'], values.Urgent];
      };
      expect(await shown(12)).toEqual(['Pune', 'Sassoon General Hospital', neededBy, 'Yes']);
      expect(await shown(11)).toEqual(['Nagpur', 'Not Available', 'Not Available', 'No']);
    });
  });

  it('lets the donor delete only pending requests; the others say why not', async () => {
    await openHistory();
    expect(await screen.findByRole('button', { name: 'Delete request 12' })).toBeEnabled();
    for (const id of [11, 10]) {
      const button = screen.getByRole('button', { name: `Delete request ${id}` });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', 'Only a pending request can be deleted.');
    }
  });

  it('deletes a pending request after confirmation: toast, and the page is read again without it', async () => {
    const requests = [request(12), request(11, { status: 'Approved' }), request(10, { status: 'Rejected', disease: '' })];
    const { user } = await openHistory(requests);
    await user.click(await screen.findByRole('button', { name: 'Delete request 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('Are you sure you want to delete this request?')).toBeInTheDocument();

    answerFetch(jsonResponse(200, { message: 'Blood request deleted.' }));
    requests.shift();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Request deleted successfully!');
    const { url, init } = fetchCall(1);
    expect(url).toBe('/api/blood-requests/12');
    expect(init.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '12' })).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(2);
    expect(range()).toHaveTextContent('1–2 of 2');
    // The current page, read again after the deletion.
    expect(listCall(2)).toEqual({ path: '/api/user-blood-requests', range: [0, 4] });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps the deleted row, its Delete button disabled, until the page is read again', async () => {
    const { user } = await openHistory();
    let answerPage: (response: Response) => void = () => undefined;
    await user.click(await screen.findByRole('button', { name: 'Delete request 12' }));
    answerFetch(jsonResponse(200, { message: 'Blood request deleted.' }), new Promise<Response>((resolve) => (answerPage = resolve)));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }));
    await expectToast('Request deleted successfully!');
    expect(screen.getByRole('button', { name: 'Delete request 12' })).toBeDisabled();
    answerPage(pageResponse([request(11, { status: 'Approved' })], { unit: 'bloodRequests' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '12' })).not.toBeInTheDocument());
    expect(range()).toHaveTextContent('1–1 of 1');
  });

  it('reloads the current page after a deletion: the next row moves up into it', async () => {
    const requests = many(12);
    const { user } = await openHistory(requests);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(firstId()).toBe('7'));
    await deleteRequest(user, 7, requests);
    await waitFor(() => expect(firstId()).toBe('6'));
    expect(bodyRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['6', '5', '4', '3', '2']);
    expect(range()).toHaveTextContent('6–10 of 11');
    expect(ranges()).toEqual([[0, 4], [5, 9], undefined, [5, 9]]);
  });

  it('steps back a page when the deletion empties the last one', async () => {
    const requests = many(6);
    const { user } = await openHistory(requests);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(range()).toHaveTextContent('6–6 of 6');
    await deleteRequest(user, 1, requests);
    await expectToast('Request deleted successfully!');
    await waitFor(() => expect(range()).toHaveTextContent('1–5 of 5'));
    expect(bodyRows()).toHaveLength(5);
    expect(firstId()).toBe('6');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The emptied page answered nothing, so the last page that has rows was read.
    expect(ranges()).toEqual([[0, 4], [5, 9], undefined, [5, 9], [0, 4]]);
  });

  it('keeps the request and toasts when the deletion fails (the 409 message is not shown)', async () => {
    const { user } = await openHistory();
    await deleteRequest(user, 12, [], jsonResponse(409, { statusCode: 409, message: 'Only a pending request can be deleted.' }));
    await expectToast('Failed to delete request. Please try again.');
    expect(screen.getByRole('rowheader', { name: '12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete request 12' })).toBeEnabled();
    // Nothing changed, so nothing is read again.
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when the deletion is cancelled', async () => {
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: 'Delete request 12' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bodyRows()).toHaveLength(3);
  });

  it('shows loading dots while the list loads', async () => {
    storeSession();
    answerFetch(new Promise<Response>(() => undefined));
    renderApp('/requestHistory');
    expect((await screen.findByText('Loading your requests...')).closest('[role="status"]')).toBeInTheDocument();
  });

  it('says the user is not authenticated, and sends nothing, without a stored token', async () => {
    renderPage(<RequestHistoryPage />);
    expect(await screen.findByText('User is not authenticated')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the authentication failed on a 401 that a refresh cannot cure', async () => {
    storeSession();
    answerFetch(jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }), jsonResponse(401, { statusCode: 401, message: 'No cookie' }));
    renderApp('/requestHistory');
    expect(await screen.findByText('Authentication failed. Please login again.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the history could not be fetched on any other failure, and toasts the error message', async () => {
    storeSession();
    answerFetch(jsonResponse(500, { statusCode: 500, message: 'Database down' }));
    renderApp('/requestHistory');
    expect(await screen.findByText('Failed to fetch the request history. Please try again later.')).toBeInTheDocument();
    await expectToast('Database down');
  });
});
