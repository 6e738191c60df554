import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { dataProvider as panelDataProvider } from '../data/dataProvider';
import { httpError, listOf, renderInAdmin } from '../data/testAdmin';
import { jsonResponse } from '../test/session';
import { UserList, type UserRecord } from './UserList';

// Many user-event steps per test: more than jest's 5 s when the whole suite runs in parallel.
jest.setTimeout(20000);

const ada: UserRecord = {
  id: 1,
  username: 'ada',
  email: 'ada@example.test',
  age: 30,
  bloodGroup: 'A+',
  bloodgroup: 'A+',
  gender: 'female',
  mobile: '0123456789',
  role: 'user',
  createdAt: '2026-01-02T03:04:05.000Z',
};

/** The signed-in superAdmin's own row: the stored test session's email (test/session.ts). */
const self: UserRecord = { ...ada, id: 2, username: 'Ada Admin', email: 'admin@example.test', role: 'superAdmin' };

function provider(overrides: Record<string, jest.Mock> = {}) {
  return {
    getList: jest.fn(() => listOf([ada])),
    update: jest.fn(() => Promise.resolve({ data: { ...ada, role: 'admin' } })),
    delete: jest.fn(() => Promise.resolve({ data: ada })),
    resetTwoFactor: jest.fn(() => Promise.resolve({ data: { message: TWO_FACTOR_MESSAGES.reset } })),
    ...overrides,
  };
}

// The session a test stores (renderInAdmin's roles) decides who may reset second factors: none left for the next.
beforeEach(() => window.localStorage.clear());

it('shows the columns, 10 rows a page by default and the page sizes 5/10/25', async () => {
  const dataProvider = provider();
  renderInAdmin(<UserList />, dataProvider);
  expect(await screen.findByRole('heading', { level: 1, name: 'User List' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  for (const column of ['Username', 'Email', 'Age', 'Blood Group', 'Gender', 'Mobile', 'Role', 'Actions']) {
    expect(within(table).getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
  }
  expect(within(table).getByRole('cell', { name: 'ada@example.test' })).toBeInTheDocument();
  expect(dataProvider.getList).toHaveBeenCalledWith('users', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Card view' })).toBeInTheDocument();
});

it('sends the search and blood group filters', async () => {
  const dataProvider = provider();
  renderInAdmin(<UserList />, dataProvider);
  await screen.findByRole('table');
  await userEvent.type(screen.getByRole('textbox', { name: 'Search by username or email' }), 'ada');
  await waitFor(() =>
    expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { q: 'ada' } })),
  );
  await userEvent.click(screen.getByRole('combobox', { name: 'Blood Group' }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
  expect(options).toEqual(['All', 'A+', 'B+', 'O+', 'AB+', 'A-', 'B-', 'O-', 'AB-']);
  await userEvent.click(screen.getByRole('option', { name: 'O-' }));
  await waitFor(() =>
    expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { q: 'ada', bloodGroup: 'O-' } })),
  );
});

it('switches to cards', async () => {
  renderInAdmin(<UserList />, provider());
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Card view' }));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'ada' })).toBeInTheDocument();
});

it("says 'No users available' when there are none", async () => {
  renderInAdmin(<UserList />, provider({ getList: jest.fn(() => listOf([])) }));
  expect(await screen.findByText('No users available')).toBeInTheDocument();
});

it('says why the list did not load', async () => {
  renderInAdmin(<UserList />, provider({ getList: jest.fn(() => Promise.reject(httpError(500))) }));
  expect(await screen.findByText('Failed to fetch users. Please try again later.')).toBeInTheDocument();
});

it('has its own words for a 401', async () => {
  renderInAdmin(<UserList />, provider({ getList: jest.fn(() => Promise.reject(httpError(401))) }));
  expect(await screen.findByText('Authentication failed. Please login again.')).toBeInTheDocument();
});

it('labels its icon actions: each named after the user, with its tooltip', async () => {
  renderInAdmin(<UserList />, provider());
  const edit = await screen.findByRole('button', { name: 'Edit role of ada' });
  await userEvent.hover(edit);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit role of ada');
});

describe('Update User Role', () => {
  async function openDialog(dataProvider: ReturnType<typeof provider>) {
    renderInAdmin(<UserList />, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit role of ada' }));
    return screen.getByRole('dialog', { name: 'Update User Role' });
  }

  it('shows the current role, and says nothing will change while it is the one chosen', async () => {
    const dialog = await openDialog(provider());
    expect(dialog).toHaveTextContent('Current role: user');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(screen.getByRole('option', { name: 'user' }));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for a role first', async () => {
    const dataProvider = provider();
    const dialog = await openDialog(dataProvider);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please select a role to update.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('offers the five assignable roles and updates', async () => {
    const dataProvider = provider();
    const dialog = await openDialog(dataProvider);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['admin', 'user', 'volunteer', 'driveStaff', 'moderator']);
    await userEvent.click(screen.getByRole('option', { name: 'admin' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Update changes the role of ada from user to admin: what they may see and do changes at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User role updated successfully!')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith('users', expect.objectContaining({ id: 1, data: { role: 'admin' } }));
  });

  it("shows the server's message, or its own", async () => {
    const dataProvider = provider({ update: jest.fn(() => Promise.reject(httpError(409, 'The last superAdmin cannot be changed.'))) });
    const dialog = await openDialog(dataProvider);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await userEvent.click(screen.getByRole('option', { name: 'user' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The last superAdmin cannot be changed.')).toBeInTheDocument();

    dataProvider.update.mockImplementation(() => Promise.reject(httpError(500)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update user role.')).toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const dialog = await openDialog(provider());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Delete User', () => {
  it('asks, deletes and says so', async () => {
    const dataProvider = provider();
    renderInAdmin(<UserList />, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ada' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('users', expect.objectContaining({ id: 1 }));
  });

  it('says when it failed', async () => {
    renderInAdmin(<UserList />, provider({ delete: jest.fn(() => Promise.reject(httpError(500))) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ada' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user.')).toBeInTheDocument();
  });
});

describe('Reset two-factor', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  async function openDialog(dataProvider: ReturnType<typeof provider>) {
    renderInAdmin(<UserList />, dataProvider, { roles: ['superAdmin'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset two-factor of ada' }));
    return screen.getByRole('dialog', { name: 'Reset two-factor authentication?' });
  }

  it("is offered to a superAdmin on another account's row, in the table and on the cards, not on their own", async () => {
    renderInAdmin(<UserList />, provider({ getList: jest.fn(() => listOf([ada, self])) }), { roles: ['superAdmin'] });
    const reset = await screen.findByRole('button', { name: 'Reset two-factor of ada' });
    expect(reset).toHaveStyle({ minWidth: '44px', minHeight: '44px' });
    expect(screen.getByRole('button', { name: 'Delete Ada Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-factor of Ada Admin' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Card view' }));
    const card = screen.getByRole('heading', { level: 2, name: 'ada' }).closest('li')!;
    expect(within(card).getByRole('button', { name: 'Reset two-factor of ada' })).toBeInTheDocument();
    const own = screen.getByRole('heading', { level: 2, name: 'Ada Admin' }).closest('li')!;
    expect(within(own).getByRole('button', { name: 'Delete Ada Admin' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
  });

  it('is not offered to an admin', async () => {
    renderInAdmin(<UserList />, provider({ getList: jest.fn(() => listOf([ada, self])) }), { roles: ['admin'] });
    expect(await screen.findByRole('button', { name: 'Delete ada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit role of ada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
  });

  it('asks first, saying what happens; Cancel sends nothing', async () => {
    const dataProvider = provider();
    const dialog = await openDialog(dataProvider);
    expect(dialog).toHaveTextContent(
      "Reset removes ada's authenticator app, recovery codes and passkeys, logs them out everywhere and emails them; they set up a new second factor at their next login.",
    );
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toHaveClass('MuiButton-containedError');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.resetTwoFactor).not.toHaveBeenCalled();
  });

  it("posts to /api/admin/users/{id}/2fa/reset and shows the server's message", async () => {
    const fetchMock = jest.fn((_request: Request) => Promise.resolve(jsonResponse(200, { message: TWO_FACTOR_MESSAGES.reset })));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // The panel's own method, through the typed API client, with fetch answering.
    const dataProvider = provider({ resetTwoFactor: jest.fn((id: number) => panelDataProvider.resetTwoFactor(id)) });
    const dialog = await openDialog(dataProvider);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.reset)).toBeInTheDocument();
    expect(dataProvider.resetTwoFactor).toHaveBeenCalledWith(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [request] = fetchMock.mock.calls[0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url, 'http://x').pathname).toBe('/api/admin/users/1/2fa/reset');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal, or its own words", async () => {
    const dataProvider = provider({ resetTwoFactor: jest.fn(() => Promise.reject(httpError(403, TWO_FACTOR_MESSAGES.resetOwn))) });
    const dialog = await openDialog(dataProvider);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.resetOwn)).toBeInTheDocument();

    dataProvider.resetTwoFactor.mockImplementation(() => Promise.reject(httpError(500)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Failed to reset two-factor authentication.')).toBeInTheDocument();
  });
});

it('offers 5, 10 and 25 rows a page and goes back to the first page on change', async () => {
  const dataProvider = provider({ getList: jest.fn(() => listOf([ada], 40)) });
  renderInAdmin(<UserList />, dataProvider);
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('combobox', { name: /rows per page/i }));
  expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '25']);
  await userEvent.click(screen.getByRole('option', { name: '25' }));
  await waitFor(() =>
    expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ pagination: { page: 1, perPage: 25 } })),
  );
});

describe("'User list fetched successfully!'", () => {
  it('shows once after the list loads', async () => {
    renderInAdmin(<UserList />, provider());
    expect(await screen.findByText('User list fetched successfully!')).toBeInTheDocument();
    expect(screen.getAllByText('User list fetched successfully!')).toHaveLength(1);
  });

  it('does not show when the load fails', async () => {
    renderInAdmin(<UserList />, provider({ getList: jest.fn(() => Promise.reject(httpError(500))) }));
    await screen.findByText('Failed to fetch users. Please try again later.');
    expect(screen.queryByText('User list fetched successfully!')).not.toBeInTheDocument();
  });
});

it('shows no pager under a load error, where it would still show the previous page', async () => {
  const getList = jest.fn(() => listOf([ada]));
  renderInAdmin(<UserList />, provider({ getList }));
  await screen.findByRole('table');
  expect(screen.getByText(/Rows per page/)).toBeInTheDocument();
  getList.mockImplementation(() => Promise.reject(httpError(500)));
  await userEvent.type(screen.getByRole('textbox', { name: 'Search by username or email' }), 'x');
  expect(await screen.findByText('Failed to fetch users. Please try again later.')).toBeInTheDocument();
  expect(screen.queryByText(/Rows per page/)).not.toBeInTheDocument();
});
