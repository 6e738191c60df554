import { type DonationRecord, type EventRecord, STORAGE_KEYS, formatDateTime } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { listCall, pageResponse, serveList } from '../../testing/list-server';
import { answerFetch, expectToast, fetchCall, jsonResponse, renderApp, renderPage, storeSession } from '../../testing/test-utils';
import { DonationHistoryPage } from './donation-history-page';

const DRIVE: EventRecord = {
  id: 4,
  name: 'City Drive',
  location: 'Town Hall',
  dateTime: '2026-11-20T09:30:00.000Z',
  organizer: 'Red Drop Society',
  description: 'Annual drive at the town hall.',
  drive: null,
};

function donation(id: number, overrides: Partial<DonationRecord> = {}): DonationRecord {
  return {
    id,
    name: `Donor ${id}`,
    age: 20 + id,
    gender: 'Male',
    bloodGroup: 'O-',
    city: 'Pune',
    mobile: '9876543210',
    units: 1,
    date: `2026-10-${String(id).padStart(2, '0')}`,
    address: '12 Lake Road',
    event: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

const DEFAULT_DONATIONS = [
  donation(3, { event: DRIVE }),
  donation(2, { city: '', mobile: null as unknown as string }),
  donation(1),
];

/** Opens the screen; the server pages `donations` (latest date first, as given). */
async function openHistory(donations: DonationRecord[] = DEFAULT_DONATIONS) {
  storeSession();
  serveList('/user-donors', 'donorlist', () => donations);
  const view = renderApp('/user-donors');
  await screen.findByRole('heading', { level: 1, name: 'Donation History' });
  return view;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const range = () => screen.getByText(/^\d+–\d+ of \d+$/);
const firstDonor = () => within(bodyRows()[0]).getByRole('rowheader').textContent;
const ranges = () => (fetch as jest.Mock).mock.calls.map((_, index) => listCall(index).range);

describe('Donation History screen', () => {
  it("loads the user's own donations with the token and toasts", async () => {
    await openHistory();
    await expectToast('Donation history loaded successfully');
    expect(document.title).toBe('Donation History | Blood Donation');
    const { url, init } = fetchCall();
    // The first page of 5, in the server's own order (latest date first).
    expect(listCall()).toEqual({ path: '/api/user-donors', range: [0, 4] });
    expect(url).toBe('/api/user-donors?range=%5B0%2C4%5D');
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.token)}` });
  });

  it("shows the spec columns, one row per donation and 'Not Available' for missing values", async () => {
    await openHistory();
    const table = await screen.findByRole('table', { name: 'Your donations' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Age', 'Gender', 'Blood Group', 'City', 'Mobile', 'Units', 'Date', 'Action']);
    expect(within(bodyRows()[0]).getByRole('rowheader')).toHaveTextContent('Donor 3');
    const cells = within(bodyRows()[0]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual(['23', 'Male', 'O-', 'Pune', '9876543210', '1', 'Oct 3, 2026']);
    const missing = within(bodyRows()[1]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(missing[3]).toBe('Not Available');
    expect(missing[4]).toBe('Not Available');
  });

  it('offers View Event only for a donation made at an event', async () => {
    await openHistory();
    await screen.findByRole('table');
    expect(within(bodyRows()[0]).getByRole('button', { name: 'View Event for the donation of Oct 3, 2026' })).toBeInTheDocument();
    for (const row of bodyRows().slice(1)) {
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      expect(within(row).getByText('No event')).toHaveClass('visually-hidden');
    }
    expect(screen.getAllByRole('button', { name: /View Event/ })).toHaveLength(1);
  });

  it("shows the event's details in a dialog, with its date and time in the local format", async () => {
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: /^View Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });
    const shown = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Name: 'City Drive',
      'Date and Time': new Date(DRIVE.dateTime).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
      Location: 'Town Hall',
      Organizer: 'Red Drop Society',
      Description: 'Annual drive at the town hall.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^View Event/ })).toHaveFocus();
  });

  it('shows the donations as cards, with the same actions', async () => {
    const { user } = await openHistory();
    await user.click(await screen.findByRole('button', { name: 'Card' }));
    expect(screen.getByRole('button', { name: 'Card' })).toHaveAttribute('aria-pressed', 'true');
    const cards = within(screen.getByRole('list', { name: 'Your donations' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { level: 2, name: 'Donor 3' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: /^View Event/ })).toBeInTheDocument();
    expect(within(cards[1]).getByText('City').nextSibling).toHaveTextContent('Not Available');
    expect(within(cards[2]).queryByRole('button')).not.toBeInTheDocument();
    // A donation without an event: no footer under its card, so no stray separator or dash.
    expect(cards[2].querySelector('.card-footer')).toBeNull();
    expect(cards[2]).not.toHaveTextContent('—');
  });

  it('says there are no donations, in the table and in the card view', async () => {
    const { user } = await openHistory([]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: 'No donors available at the moment.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Card' }));
    expect(screen.getByText('No donors available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages 5 rows at a time (5, 10 or 25) and goes back to the first page when the page size changes', async () => {
    const { user } = await openHistory(Array.from({ length: 27 }, (_, index) => donation(27 - index)));
    await screen.findByRole('table');
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('5');
    expect(range()).toHaveTextContent('1–5 of 27');
    expect(bodyRows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(range()).toHaveTextContent('11–15 of 27');
    await waitFor(() => expect(firstDonor()).toBe('Donor 17'));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(range()).toHaveTextContent('6–10 of 27');
    await waitFor(() => expect(firstDonor()).toBe('Donor 22'));

    await user.selectOptions(size, '25');
    expect(range()).toHaveTextContent('1–25 of 27');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(range()).toHaveTextContent('26–27 of 27');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.selectOptions(size, '10');
    expect(range()).toHaveTextContent('1–10 of 27');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(bodyRows()[0]).getByRole('rowheader')).toHaveTextContent('Donor 27');
    // Each page is read from the server, the page size change going back to the first.
    expect(ranges()).toEqual([[0, 4], [5, 9], [10, 14], [5, 9], [0, 24], [25, 49], [0, 9]]);
  });

  it('shows the total the server gives in Content-Range, and reads the next page from the server', async () => {
    storeSession();
    answerFetch(
      pageResponse([5, 4, 3, 2, 1].map((id) => donation(id + 40)), { unit: 'donorlist', total: 45 }),
      pageResponse([5, 4, 3, 2, 1].map((id) => donation(id)), { unit: 'donorlist', start: 5, total: 45 }),
    );
    const { user } = renderApp('/user-donors');
    await screen.findByRole('table');
    expect(range()).toHaveTextContent('1–5 of 45');
    expect(firstDonor()).toBe('Donor 45');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    // The success toast is for the first page only.
    await expectToast('Donation history loaded successfully');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(firstDonor()).toBe('Donor 5'));
    expect(range()).toHaveTextContent('6–10 of 45');
    expect(listCall(1)).toEqual({ path: '/api/user-donors', range: [5, 9] });
    expect(document.querySelector('.toast-body')).toBeNull();
  });

  it('says the user is not authenticated, and sends nothing, without a stored token', async () => {
    renderPage(<DonationHistoryPage />);
    expect(await screen.findByText('User is not authenticated')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the authentication failed on a 401 that a refresh cannot cure', async () => {
    storeSession();
    answerFetch(jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }), jsonResponse(401, { statusCode: 401, message: 'No cookie' }));
    renderApp('/user-donors');
    expect(await screen.findByText('Authentication failed. Please login again.')).toBeInTheDocument();
    expect(fetchCall(1).url).toBe('/api/auth/refresh');
  });

  it('says the history could not be fetched on any other failure', async () => {
    storeSession();
    answerFetch(new TypeError('Failed to fetch'));
    renderApp('/user-donors');
    expect(await screen.findByText('Failed to fetch donation history. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('formatDateTime', () => {
  it("writes an ISO date-time in the browser's locale and leaves an unreadable one as it is", () => {
    expect(formatDateTime(DRIVE.dateTime)).toBe(new Date(DRIVE.dateTime).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatDateTime('soon')).toBe('soon');
  });
});
