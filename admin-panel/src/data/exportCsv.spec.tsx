import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, STEP_UP_REQUIRED, TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { handleSecondFactorAnswers, StepUpDialog } from '../auth/step-up';
import { DonorList } from '../donors/DonorList';
import { jsonResponse, storeSession } from '../test/session';
import { dataProvider } from './dataProvider';
import { listOf, renderInAdmin } from './testAdmin';

handleSecondFactorAnswers(apiClient);

// Many user-event steps per test: more than jest's 5 s when the whole suite runs in parallel.
jest.setTimeout(20000);

beforeEach(() => {
  window.localStorage.clear();
  storeSession(['admin']);
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
});

/** A CSV answer as the API client reads it. */
const csvAnswer = () =>
  Object.setPrototypeOf({ ok: true, status: 200, headers: new Headers({ 'Content-Type': 'text/csv' }), blob: async () => new Blob(['a,b']) }, Response.prototype) as Response;

/** The 401 of an export without a recent second-factor check (issue 25). */
const stepUpRequired = () => Object.setPrototypeOf(jsonResponse(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.stepUpRequired, errorCode: STEP_UP_REQUIRED }), Response.prototype) as Response;
const steppedUp = () => Object.setPrototypeOf(jsonResponse(200, { stepUpUntil: '2030-01-01T09:10:00.000Z' }), Response.prototype) as Response;

/** The donor list with its Export button, and 'Confirm it is you' as the panel mounts it. */
function renderDonorList() {
  renderInAdmin(
    <>
      <DonorList />
      <StepUpDialog />
    </>,
    { ...dataProvider, getList: jest.fn(() => listOf([{ id: 1, name: 'Eve' }])) },
  );
}

it('asks for the export with the list sort and filter', async () => {
  const fetchMock = jest.fn((_request: Request) => Promise.resolve(csvAnswer()));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const file = await dataProvider.exportCsv('users', { sort: { field: 'username', order: 'ASC' }, filter: { q: 'ada' } });
  expect(file.fileName).toBe('users.csv');
  expect(fetchMock.mock.calls[0][0].url).toBe('/api/admin/users/export.csv?sort=%5B%22username%22%2C%22ASC%22%5D&filter=%7B%22q%22%3A%22ada%22%7D');
});

it("'Export' downloads the server's CSV with the bearer token and the current filter", async () => {
  const fetchMock = jest.fn((_request: Request) => Promise.resolve(csvAnswer()));
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
  const [request] = fetchMock.mock.calls[0];
  const query = new URL(request.url, 'http://x').searchParams;
  expect(request.url.startsWith('/api/admin/donorlist/export.csv?')).toBe(true);
  expect(JSON.parse(query.get('filter') ?? '')).toEqual({ q: 'eve' });
  expect(request.headers.get('Authorization')).toMatch(/^Bearer /);
});

it('says when the export failed', async () => {
  globalThis.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 500, headers: new Headers(), text: async () => '' } as unknown as Response)) as unknown as typeof fetch;
  renderInAdmin(<DonorList />, { ...dataProvider, getList: jest.fn(() => listOf([{ id: 1, name: 'Eve' }])) });
  await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
  expect(await screen.findByText('Export failed. Please try again later.')).toBeInTheDocument();
});

it("'Export' asks 'Confirm it is you' when the server wants a recent check, then downloads", async () => {
  const fetchMock = jest.fn<Promise<Response>, [Request]>().mockResolvedValueOnce(stepUpRequired()).mockResolvedValueOnce(steppedUp()).mockResolvedValueOnce(csvAnswer());
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderDonorList();
  await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
  await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Code from your authenticator app' }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(fetchMock.mock.calls.map(([request]) => request.url.split('?')[0])).toEqual(['/api/admin/donorlist/export.csv', '/api/auth/step-up', '/api/admin/donorlist/export.csv']);
});

it("Cancel in 'Confirm it is you' says calmly that the export was not done", async () => {
  globalThis.fetch = jest.fn(() => Promise.resolve(stepUpRequired())) as unknown as typeof fetch;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  click.mockClear();
  renderDonorList();
  await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
  await screen.findByRole('dialog', { name: 'Confirm it is you' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Not done: this needs you to confirm it is you first. You can try again at any time.')).toBeInTheDocument();
  expect(screen.queryByText('Export failed. Please try again later.')).not.toBeInTheDocument();
  expect(click).not.toHaveBeenCalled();
});
