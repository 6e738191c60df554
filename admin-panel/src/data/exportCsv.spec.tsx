import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonorList } from '../donors/DonorList';
import { storeSession } from '../test/session';
import { dataProvider } from './dataProvider';
import { exportCsvUrl } from './exportCsv';
import { listOf, renderInAdmin } from './testAdmin';

// Many user-event steps per test: more than jest's 5 s when the whole suite runs in parallel.
jest.setTimeout(20000);

beforeEach(() => {
  window.localStorage.clear();
  storeSession(['admin']);
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
});

it('builds the export URL with the list sort and filter', () => {
  expect(exportCsvUrl('users', { sort: { field: 'username', order: 'ASC' }, filter: { q: 'ada' } })).toBe(
    '/api/admin/users/export.csv?sort=%5B%22username%22%2C%22ASC%22%5D&filter=%7B%22q%22%3A%22ada%22%7D',
  );
});

it("'Export' downloads the server's CSV with the bearer token and the current filter", async () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 200, blob: async () => new Blob(['a,b']) } as unknown as Response));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const getList = jest.fn(() => listOf([{ id: 1, name: 'Eve' }]));
  renderInAdmin(<DonorList />, { ...dataProvider, getList });
  await screen.findByRole('table');
  await userEvent.type(screen.getByRole('textbox', { name: 'Search Users' }), 'eve');
  // The search box applies its text after a debounce: the list is read again with it.
  await waitFor(() => expect(getList).toHaveBeenLastCalledWith('donorlist', expect.objectContaining({ filter: { q: 'eve' } })));
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, { headers: Record<string, string> }];
  const query = new URL(url, 'http://x').searchParams;
  expect(url.startsWith('/api/admin/donorlist/export.csv?')).toBe(true);
  expect(JSON.parse(query.get('filter') ?? '')).toEqual({ q: 'eve' });
  expect(init.headers.Authorization).toMatch(/^Bearer /);
});

it('says when the export failed', async () => {
  globalThis.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 500 } as Response)) as unknown as typeof fetch;
  renderInAdmin(<DonorList />, { ...dataProvider, getList: jest.fn(() => listOf([{ id: 1, name: 'Eve' }])) });
  await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Export failed. Please try again later.')).toBeInTheDocument();
});
