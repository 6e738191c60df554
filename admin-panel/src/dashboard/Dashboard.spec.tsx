import { screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../data/dataProvider';
import { renderInAdmin } from '../data/testAdmin';
import { jsonResponse, storeSession } from '../test/session';
import { Dashboard } from './Dashboard';

const counts = { pendingRequests: 4, searchingRequests: 3, fulfilledRequests: 9, donors: 12, users: 30, upcomingEvents: 2, unreadContacts: 5, volunteers: 7 };

function renderDashboard() {
  return renderInAdmin(<Dashboard />, dataProvider);
}

beforeEach(() => {
  window.localStorage.clear();
  storeSession(['admin']);
});

it('shows the live counts on their cards from /api/admin/dashboard', async () => {
  const fetchMock = jest.fn((_request: Request) => Promise.resolve(jsonResponse(200, counts)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  renderDashboard();
  const card = (name: RegExp) => screen.getByRole('link', { name });
  await waitFor(() => expect(card(/^Blood Requests History/)).toHaveTextContent('4 pending requests'));
  expect(screen.getByText('3 searching for donors · 9 fulfilled')).toBeInTheDocument();
  expect(card(/^Users/)).toHaveTextContent('30 users');
  expect(card(/^Donors/)).toHaveTextContent('12 donors');
  expect(card(/^Events/)).toHaveTextContent('2 upcoming events');
  expect(card(/^Contacts/)).toHaveTextContent('5 unread contacts');
  expect(card(/^Volunteers/)).toHaveTextContent('7 volunteers');
  expect(card(/^Add Donors/)).toHaveTextContent(/^Add Donors$/);
  expect(card(/^Teams/)).toHaveTextContent(/^Teams$/);
  const [request] = fetchMock.mock.calls.find(([call]) => call.url === '/api/admin/dashboard')!;
  expect(request.headers.get('Authorization')).toMatch(/^Bearer /);
});

it('still shows the cards, without counts, when the call fails', async () => {
  const fetchMock = jest.fn(() => Promise.resolve(jsonResponse(500, { message: 'down' })));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  renderDashboard();
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const links = within(screen.getAllByRole('list')[0]).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Add Donors',
    'Users',
    'Blood Requests History',
    'Donors',
    'Events',
    'Volunteers',
    'Contacts',
    'Teams',
  ]);
});

it("lists every team with its role on the Teams card", () => {
  globalThis.fetch = jest.fn(() => Promise.resolve(jsonResponse(200, counts))) as unknown as typeof fetch;
  renderDashboard();
  const roles = screen.getByRole('list', { name: 'Teams and their roles' });
  expect(within(roles).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'open-sourceBuilds and maintains this platform',
    'socialRuns donor drives and outreach in the community',
    'broadcastSpreads the word about drives and urgent requests',
    'designDesigns the site and campaign material',
    'resource-sharingShares guides and resources with donors and hospitals',
  ]);
});
