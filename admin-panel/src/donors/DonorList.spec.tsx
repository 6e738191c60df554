import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDay } from '@blood-donation/domain';
import { httpError, listOf, renderInAdmin } from '../data/testAdmin';
import { DonorList, type DonorRecord } from './DonorList';

// Many user-event steps per test: more than jest's 5 s when the whole suite runs in parallel.
jest.setTimeout(20000);

const eve: DonorRecord = {
  id: 3,
  name: 'Eve Donor',
  age: 33,
  gender: 'Female',
  bloodGroup: 'B+',
  city: 'Pune',
  mobile: '+919876543210',
  units: 1,
  date: '2026-02-01',
  email: 'eve@example.test',
  nextEligibleDate: null,
};
const noCity: DonorRecord = { ...eve, id: 4, name: 'Finn', city: '', email: null, date: '2026-11-20', nextEligibleDate: '2027-03-12' };

/** A screen `width` px wide, as MUI's useMediaQuery asks: each (min-width)/(max-width) of a query held against it. */
function screenOf(width: number) {
  window.matchMedia = ((media: string) => {
    const bounds = [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    const matches = bounds.length > 0 && bounds.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
    return { matches, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  }) as unknown as typeof window.matchMedia;
}

// jsdom has no matchMedia: a test that gave the screen a width takes it away again.
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

function provider(overrides: Record<string, jest.Mock> = {}) {
  return { getList: jest.fn(() => listOf([eve, noCity])), ...overrides };
}

it("shows the columns, 'Not Available' for missing values, 5 a page", async () => {
  const dataProvider = provider();
  renderInAdmin(<DonorList />, dataProvider);
  expect(await screen.findByRole('heading', { level: 1, name: 'Available Blood Donors' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Name', 'Age', 'Gender', 'Blood Group', 'City', 'Mobile', 'Units', 'Date', 'Eligibility', 'Action']);
  expect(within(table).getByRole('cell', { name: 'Not Available' })).toBeInTheDocument();
  expect(dataProvider.getList).toHaveBeenCalledWith('donorlist', expect.objectContaining({ pagination: { page: 1, perPage: 5 } }));
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
});

it('says under its title that it lists donation records, each with when its donor may give again', async () => {
  renderInAdmin(<DonorList />, provider());
  await screen.findByRole('table');
  expect(screen.getByText('Each row is one recorded donation, latest first, with when its donor may give whole blood again under the eligibility rules.')).toBeInTheDocument();
});

it("shows each donor's eligibility as the server judged it: 'Can donate now', or from which day", async () => {
  renderInAdmin(<DonorList />, provider());
  const table = await screen.findByRole('table');
  const eligibility = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[8].textContent);
  expect(eligibility).toEqual(['Can donate now', `Can donate from ${formatDay('2027-03-12')}`]);
  expect(formatDay('2027-03-12')).not.toBe('2027-03-12');
  expect(within(table).queryByRole('button', { name: 'Eligibility' })).not.toBeInTheDocument();
});

it("on a phone (390 px) lists cards, each with its donor's eligibility, and offers no table", async () => {
  screenOf(390);
  renderInAdmin(<DonorList />, provider());
  const eve = await screen.findByRole('heading', { level: 2, name: 'Eve Donor' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Table view' })).not.toBeInTheDocument();
  expect(eve.closest('li')).toHaveTextContent('Eligibility: Can donate now');
  expect(screen.getByRole('heading', { level: 2, name: 'Finn' }).closest('li')).toHaveTextContent(`Eligibility: Can donate from ${formatDay('2027-03-12')}`);
});

it('sends the name search and blood group filter', async () => {
  const dataProvider = provider();
  renderInAdmin(<DonorList />, dataProvider);
  await screen.findByRole('table');
  await userEvent.type(screen.getByRole('textbox', { name: 'Search Users' }), 'eve');
  await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('donorlist', expect.objectContaining({ filter: { q: 'eve' } })));
  await userEvent.click(screen.getByRole('combobox', { name: 'Blood Group' }));
  expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'All',
    'A+',
    'B+',
    'O+',
    'AB+',
    'A-',
    'B-',
    'O-',
    'AB-',
  ]);
  await userEvent.click(screen.getByRole('option', { name: 'B+' }));
  await waitFor(() =>
    expect(dataProvider.getList).toHaveBeenLastCalledWith('donorlist', expect.objectContaining({ filter: { q: 'eve', bloodGroup: 'B+' } })),
  );
});

it('opens Contact Donor with call, text and email links', async () => {
  renderInAdmin(<DonorList />, provider());
  await userEvent.click(await screen.findByRole('button', { name: 'Contact Donor Eve Donor' }));
  const dialog = screen.getByRole('dialog', { name: 'Contact Donor' });
  expect(dialog).toHaveTextContent('Eve Donor');
  expect(within(dialog).getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
  expect(within(dialog).getByRole('link', { name: 'SMS +919876543210' })).toHaveAttribute('href', 'sms:+919876543210');
  expect(within(dialog).getByRole('link', { name: 'eve@example.test' })).toHaveAttribute('href', 'mailto:eve@example.test');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Contact Donor Finn' }));
  expect(within(screen.getByRole('dialog')).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
});

it('switches to cards', async () => {
  renderInAdmin(<DonorList />, provider());
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Card view' }));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Eve Donor' })).toBeInTheDocument();
  expect(screen.getByText('Not Available')).toBeInTheDocument();
});

it('says when there are no donors, and when the list did not load', async () => {
  const { unmount } = renderInAdmin(<DonorList />, provider({ getList: jest.fn(() => listOf([])) }));
  expect(await screen.findByText('No donors available at the moment')).toBeInTheDocument();
  unmount();
  renderInAdmin(<DonorList />, provider({ getList: jest.fn(() => Promise.reject(httpError(500))) }));
  expect(await screen.findByText('Failed to fetch donor list. Please try again later.')).toBeInTheDocument();
});

describe("'Donor list loaded successfully'", () => {
  it('shows once after the list loads', async () => {
    renderInAdmin(<DonorList />, provider());
    expect(await screen.findByText('Donor list loaded successfully')).toBeInTheDocument();
    expect(screen.getAllByText('Donor list loaded successfully')).toHaveLength(1);
  });

  it('does not show when the load fails', async () => {
    renderInAdmin(<DonorList />, provider({ getList: jest.fn(() => Promise.reject(httpError(500))) }));
    await screen.findByText('Failed to fetch donor list. Please try again later.');
    expect(screen.queryByText('Donor list loaded successfully')).not.toBeInTheDocument();
  });
});
