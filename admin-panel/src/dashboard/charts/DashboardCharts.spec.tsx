import { screen, waitFor, within } from '@testing-library/react';
import { BLOOD_GROUPS, type DashboardCharts as Charts, lastMonthsIn } from '@blood-donation/domain';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '../../data/dataProvider';
import { renderInAdmin } from '../../data/testAdmin';
import { jsonResponse, storeSession } from '../../test/session';
import { DashboardCharts } from './DashboardCharts';

const none = Object.fromEntries(BLOOD_GROUPS.map((group) => [group, 0])) as Charts['donations'][number]['byBloodGroup'];
const charts: Charts = {
  timeZone: 'Asia/Kolkata',
  bookings: Array.from({ length: 14 }, (_, index) => ({ day: `2026-12-${String(index + 1).padStart(2, '0')}`, booked: index === 2 ? 30 : 0, capacity: index === 2 ? 40 : 0 })),
  donations: lastMonthsIn('UTC', 12, new Date('2026-11-15T12:00:00Z')).map((month) => ({ month, byBloodGroup: month === '2026-11' ? { ...none, 'O-': 3, 'A+': 2 } : none })),
};

function renderCharts(answer: Response) {
  const fetchMock = jest.fn((_request: Request) => Promise.resolve(answer));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  renderInAdmin(<DashboardCharts />, dataProvider);
  return fetchMock;
}

beforeEach(() => {
  window.localStorage.clear();
  storeSession(['admin']);
});

it('draws both charts from /api/admin/dashboard/charts, each an image named and described in words', async () => {
  const fetchMock = renderCharts(jsonResponse(200, charts));
  const bookings = await screen.findByRole('img', { name: /^Bookings, next 14 days/ });
  expect(bookings).toHaveAccessibleName(/30 of 40 chairs booked/);
  expect(bookings).toHaveAccessibleName(/Asia\/Kolkata/);
  const donations = screen.getByRole('img', { name: /^Donations, last 12 months/ });
  expect(donations).toHaveAccessibleName(/5 donations/);
  expect(fetchMock.mock.calls[0][0].url).toBe('/api/admin/dashboard/charts');
  // One pair of bars a day; the booked bar is three quarters of the capacity bar on 3 December.
  expect(bookings.querySelectorAll('[data-day]')).toHaveLength(14);
  const third = bookings.querySelector('[data-day="2026-12-03"]')!;
  const height = (part: string) => Number(third.querySelector(`[data-part="${part}"]`)!.getAttribute('height'));
  expect(height('booked') / height('capacity')).toBeCloseTo(0.75);
  // One stacked bar a month, a band per blood group that gave.
  const november = donations.querySelector('[data-month="2026-11"]')!;
  expect([...november.querySelectorAll('[data-group]')].map((band) => band.getAttribute('data-group'))).toEqual(['A+', 'O-']);
  expect(donations.querySelectorAll('[data-month]')).toHaveLength(12);
});

it('gives the same figures as a table behind a disclosure', async () => {
  renderCharts(jsonResponse(200, charts));
  const user = userEvent.setup();
  await screen.findByRole('img', { name: /^Donations/ });
  const [, donationsToggle] = screen.getAllByText('Show the figures as a table');
  await user.click(donationsToggle);
  const table = screen.getByRole('table', { name: 'Donations, last 12 months' });
  const header = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(header).toEqual(['Month', 'Total', 'By blood group']);
  const november = within(table).getByRole('row', { name: /November 2026/ });
  expect(within(november).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', 'A+ 2 · O- 3']);
  const october = within(table).getByRole('row', { name: /October 2026/ });
  expect(within(october).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '']);
  const bookingsTable = screen.getByRole('table', { name: 'Bookings, next 14 days', hidden: true });
  expect(within(bookingsTable).getAllByRole('row', { hidden: true })).toHaveLength(15);
});

it('says so when the charts cannot be loaded, and draws nothing from an answer of another shape', async () => {
  renderCharts(jsonResponse(200, { pendingRequests: 1 }));
  expect(await screen.findByText('The charts could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('draws an empty axis when nothing is booked or given', async () => {
  renderCharts(jsonResponse(200, { ...charts, bookings: charts.bookings.map((day) => ({ ...day, booked: 0, capacity: 0 })), donations: charts.donations.map((month) => ({ ...month, byBloodGroup: none })) }));
  const bookings = await screen.findByRole('img', { name: /^Bookings/ });
  await waitFor(() => expect(bookings).toHaveAccessibleName(/0 of 0 chairs booked/));
  expect([...bookings.querySelectorAll('[data-part]')].every((bar) => bar.getAttribute('height') === '0')).toBe(true);
});
