import { formatDateTime } from '@blood-donation/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, Role } from '@blood-donation/domain';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { App } from '../App';
import { i18nProvider } from '../i18n/i18nProvider';
import { listOf, renderInAdmin } from '../data/testAdmin';
import { storeSession } from '../test/session';
import { AuditLogList } from './AuditLogList';

jest.mock('../auth/publicSite', () => ({
  ...jest.requireActual('../auth/publicSite'),
  goToPublicPage: jest.fn(),
  replaceWithPublicPage: jest.fn(),
}));

const roleChange: AuditEntry = {
  id: 7,
  at: '2026-11-20T10:15:00.000Z',
  actorId: 2,
  actorRole: 'admin',
  action: 'user.role-change',
  recordType: 'user',
  recordId: '41',
  fields: ['role'],
};
const failedLogin: AuditEntry = { ...roleChange, id: 6, actorId: null, actorRole: null, action: 'auth.login-failed', recordType: null, recordId: null, fields: [] };

function provider() {
  return {
    getList: jest.fn((resource: string) => (resource === 'users' ? listOf([{ id: 2, username: 'ada' }]) : listOf([roleChange, failedLogin]))),
    getMany: jest.fn(() => Promise.resolve({ data: [{ id: 2, username: 'ada' }] })),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe('/audit-log', () => {
  it('shows each entry in a row: when, who, action, which record and the fields changed; newest first, no export', async () => {
    const dataProvider = provider();
    renderInAdmin(<AuditLogList />, dataProvider);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'user.role-change' })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('ada (admin)'));
    for (const text of ['user #41', 'role']) expect(row).toHaveTextContent(text);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['When', 'Person', 'Action', 'Record', 'Fields changed']);
    expect(dataProvider.getList).toHaveBeenCalledWith('audit-log', expect.objectContaining({ sort: { field: 'at', order: 'DESC' } }));
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('shows the same as cards', async () => {
    renderInAdmin(<AuditLogList />, provider());
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Card view' }));
    const card = (await screen.findByRole('heading', { level: 2, name: 'user.role-change' })).closest('li')!;
    await waitFor(() => expect(card).toHaveTextContent('ada (admin)'));
    for (const text of [formatDateTime(roleChange.at), 'user #41', 'role']) expect(card).toHaveTextContent(text);
    const failed = screen.getByRole('heading', { level: 2, name: 'auth.login-failed' }).closest('li')!;
    expect(within(failed).getAllByText('—')).toHaveLength(3);
  });

  it('filters on the server by action and dates', async () => {
    const dataProvider = provider();
    renderInAdmin(<AuditLogList />, dataProvider);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'event.delete' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('audit-log', expect.objectContaining({ filter: { action: 'event.delete' } })));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith('audit-log', expect.objectContaining({ filter: { action: 'event.delete', from: '2026-11-01' } })),
    );
  });
});

it('tells anyone but a superAdmin that the audit log is theirs only, without asking the API', async () => {
  const dataProvider = provider();
  const authProvider = { getPermissions: () => Promise.resolve(['admin']), checkAuth: () => Promise.resolve(), checkError: () => Promise.resolve(), login: jest.fn(), logout: jest.fn() };
  render(
    <AdminContext dataProvider={dataProvider as unknown as DataProvider} authProvider={authProvider} store={memoryStore()} i18nProvider={i18nProvider}>
      <AuditLogList />
    </AdminContext>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Only a superAdmin can read the audit log.');
  expect(dataProvider.getList).not.toHaveBeenCalledWith('audit-log', expect.anything());
});

describe('the menu', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => Promise.reject(new Error('no server in these tests'))) as typeof fetch;
  });

  it.each<[Role[], boolean]>([
    [['superAdmin'], true],
    [['admin'], false],
  ])('with roles %j offers the Audit Log: %s', async (roles, offered) => {
    storeSession(roles);
    window.history.pushState({}, '', '/admin-dashboard');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    const menu = screen.getByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Teams' })).toBeInTheDocument());
    if (offered) expect(await within(menu).findByRole('menuitem', { name: 'Audit Log' })).toHaveAttribute('href', '/audit-log');
    else expect(within(menu).queryByRole('menuitem', { name: 'Audit Log' })).not.toBeInTheDocument();
  });
});
