import { BLOOD_GROUPS, BLOOD_REQUEST_STATUSES, ROLES } from '@blood-donation/domain';
import request from 'supertest';
import { type ObjectLiteral, Repository } from 'typeorm';
import { BLOOD_REQUEST_LIST } from '../src/blood-requests/blood-request-list';
import { BOARD_MEMBER_LIST } from '../src/board-members/board-member-list';
import { CONTACT_LIST } from '../src/contacts/contact-list';
import { Contact } from '../src/contacts/contact.entity';
import { DONATION_LIST } from '../src/donations/donation-list';
import { EVENT_LIST } from '../src/events/event-list';
import type { ListDefinition } from '../src/lists/list-definition';
import { ListReader } from '../src/lists/list-reader';
import { SearchWord } from '../src/lists/search-word.entity';
import { User } from '../src/users/user.entity';
import { USER_LIST } from '../src/users/user-list';
import { VOLUNTEER_LIST } from '../src/volunteers/volunteer-list';
import { Account, login, loginAs } from './support/accounts';
import { createBloodRequest, createDonation, createEvent } from './support/donor-flows';
import { volunteerBody } from './support/content-flows';
import { createBoardMember } from './support/board-member-flows';
import { startTestServer, testDriver, TestServer } from './support/test-server';

const LISTS: ListDefinition[] = [USER_LIST, BLOOD_REQUEST_LIST, DONATION_LIST, CONTACT_LIST, EVENT_LIST, VOLUNTEER_LIST, BOARD_MEMBER_LIST];

/** The values of each counted filter, as the list's filter takes them. */
const COUNTED_VALUES: Record<string, readonly unknown[]> = { bloodGroup: BLOOD_GROUPS, role: ROLES, status: BLOOD_REQUEST_STATUSES, answered: [true, false] };

describe('the list machinery: totals, pages from either end, word search', () => {
  let server: TestServer;
  let admin: Account;
  const api = (account: Account) => ({
    get: (path: string, query: Record<string, string> = {}) => request(server.url).get(path).query(query).auth(account.accessToken, { type: 'bearer' }),
  });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'superAdmin');
  });
  afterAll(() => server.close());

  it('keeps each total and counted filter equal to a COUNT of the table through inserts, updates and deletes', async () => {
    const donors = [await loginAs(server, 'user'), await loginAs(server, 'user'), await loginAs(server, 'user')];
    const call = (method: 'put' | 'delete' | 'post', path: string, body?: object) =>
      request(server.url)[method](path).auth(admin.accessToken, { type: 'bearer' }).send(body);
    await call('put', `/api/admin/users/${donors[0].id}`, { role: 'moderator' }).expect(200);
    donors[0] = { ...donors[0], ...(await login(server, donors[0].email, donors[0].password!)) }; // a new role, a new login
    await call('delete', `/api/admin/users/${donors[1].id}`).expect(200);
    const requests = [];
    for (const [index, bloodGroup] of ['A+', 'O-', 'AB+', 'B-'].entries()) requests.push(await createBloodRequest(server, donors[index % 3 === 1 ? 0 : 2].accessToken, { bloodGroup }));
    await call('put', `/api/blood-requests/${requests[0].id}/approve`).expect(200);
    await call('put', `/api/blood-requests/${requests[1].id}/reject`).expect(200);
    await call('put', `/api/blood-requests/${requests[1].id}/approve`).expect(200);
    await call('delete', `/api/admin/bloodRequests/${requests[2].id}`).expect(200);
    await createDonation(server, donors[0].accessToken, { bloodGroup: 'A-' });
    await createDonation(server, admin.accessToken, { bloodGroup: 'O+' });
    const event = await createEvent(server, admin.accessToken);
    await createEvent(server, admin.accessToken, { name: 'Second drive' });
    await request(server.url).post('/api/volunteers/register').auth(donors[0].accessToken, { type: 'bearer' }).send(volunteerBody({ event: { id: event.id } })).expect(201);
    await call('delete', `/api/events/${event.id}`).expect(200);
    const contacts = server.dataSource.getRepository(Contact);
    const [first] = await contacts.save([{ name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt: new Date() }, { name: 'B', email: 'b@example.com', subject: 'S', message: 'M', createdAt: new Date() }]);
    await call('post', `/api/admin/contacts/${first.id}/reply`, { message: 'Thanks' }).expect(200);
    const member = await createBoardMember(server, admin.accessToken);
    await createBoardMember(server, admin.accessToken);
    await call('delete', `/api/admin/board-members/${member._id}`).expect(200);

    const reader = server.app.get(ListReader);
    for (const list of LISTS) {
      const repository: Repository<ObjectLiteral> = server.dataSource.getRepository(list.entity);
      expect({ list: list.table, total: await reader.count(list, {}) }).toEqual({ list: list.table, total: await repository.count() });
      for (const [key, filter] of Object.entries(list.filters).filter(([, filter]) => filter.countedIn)) {
        for (const value of COUNTED_VALUES[key]) {
          const builder = repository.createQueryBuilder(list.alias);
          filter.apply!(builder, value, list.alias);
          expect({ list: list.table, [key]: value, total: await reader.count(list, { [key]: value }) }).toEqual({ list: list.table, [key]: value, total: await builder.getCount() });
        }
      }
    }
  });

  it('has the count and search triggers of every listed table', async () => {
    const sql =
      testDriver() === 'sqlite'
        ? "SELECT name FROM sqlite_master WHERE type = 'trigger'"
        : 'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE()';
    const names = ((await server.dataSource.query(sql)) as { name: string }[]).map((row) => row.name);
    for (const list of LISTS) expect(names).toEqual(expect.arrayContaining([`${list.table}_counts_insert`, `${list.table}_after_delete`]));
    for (const table of ['users', 'blood_requests', 'donations', 'contacts']) expect(names).toContain(`${table}_counts_update`);
    for (const list of LISTS.filter((candidate) => candidate.searchWords)) expect(names).toEqual(expect.arrayContaining([`${list.table}_words_insert`, `${list.table}_words_update`]));
  });

  it('answers a page near the end, read backwards, exactly as the same rows read from the start', async () => {
    const users = server.dataSource.getRepository(User);
    await users.insert(
      Array.from({ length: 57 }, (_, index) =>
        users.create({
          username: `paged${String(index).padStart(2, '0')}`,
          email: `paged${index}@example.com`,
          age: index % 4 === 0 ? null : 18 + (index % 9),
          bloodGroup: index % 5 === 0 ? null : BLOOD_GROUPS[index % 8],
          gender: 'female',
          mobile: '9876543210',
          passwordHash: 'x'.repeat(60),
        }),
      ),
    );
    const ids = async (query: Record<string, string>) => ((await api(admin).get('/api/admin/users', query).expect(200)).body as { id: number }[]).map((user) => user.id);
    for (const sort of ['["age","ASC"]', '["age","DESC"]', '["bloodGroup","ASC"]', '["username","DESC"]', '["createdAt","DESC"]']) {
      for (const filter of ['{}', '{"q":"paged"}', '{"bloodGroup":"A+"}']) {
        const whole = await ids({ sort, filter, range: '[0,99]' });
        for (const [start, end] of [[0, 9], [30, 39], [50, 59], [whole.length - 3, whole.length + 5]]) {
          expect({ sort, filter, start, page: await ids({ sort, filter, range: `[${start},${end}]` }) }).toEqual({ sort, filter, start, page: whole.slice(start, end + 1) });
        }
        // Past the last row: no rows, and still the total.
        const past = await api(admin).get('/api/admin/users', { sort, filter, range: '[900,909]' }).expect(200);
        expect({ filter, rows: past.body, range: past.headers['content-range'] }).toEqual({ filter, rows: [], range: expect.stringMatching(new RegExp(`/${whole.length}$`)) });
      }
    }
  });

  it('answers a search whose few matches sit at the far end of the sort order as one whose matches are spread out', async () => {
    // On MariaDB a search's page is first looked for by walking the sort's index, for as long as looking the matches
    // up would take (pageOfMatches): 3 matches after 300 other names make that walk give up, 60 spread ones do not.
    const users = server.dataSource.getRepository(User);
    const account = (username: string, index: number) =>
      users.create({ username, email: `${username}.${index}@example.com`, age: 18 + (index % 40), gender: 'male', mobile: '9876543210', passwordHash: 'x'.repeat(60) });
    await users.insert(Array.from({ length: 300 }, (_, index) => account(`aafiller${String(index).padStart(3, '0')}`, index)));
    await users.insert(['zzbunched c', 'zzbunched a', 'zzbunched b'].map(account));
    await users.insert(Array.from({ length: 60 }, (_, index) => account(`mmspread${String(index).padStart(2, '0')} aafiller`, index)));
    const names = async (q: string, sort: string, range: string) =>
      ((await api(admin).get('/api/admin/users', { filter: JSON.stringify({ q }), sort, range }).expect(200)).body as { username: string }[]).map((user) => user.username);
    expect(await names('zzbunched', '["username","ASC"]', '[0,1]')).toEqual(['zzbunched a', 'zzbunched b']);
    expect(await names('zzbunched', '["username","DESC"]', '[1,2]')).toEqual(['zzbunched b', 'zzbunched a']);
    expect(await names('mmspread', '["username","ASC"]', '[10,12]')).toEqual(['mmspread10 aafiller', 'mmspread11 aafiller', 'mmspread12 aafiller']);
  });

  it("answers records by id (react-admin's getMany), and refuses a malformed id filter", async () => {
    const first = await createEvent(server, admin.accessToken, { name: 'By id one' });
    const second = await createEvent(server, admin.accessToken, { name: 'By id two' });
    const byIds = await api(admin).get('/api/admin/events', { filter: JSON.stringify({ id: [second.id, first.id] }), sort: '["name","ASC"]' }).expect(200);
    expect((byIds.body as { name: string }[]).map((event) => event.name)).toEqual(['By id one', 'By id two']);
    expect(byIds.headers['content-range']).toBe('events 0-1/2');
    expect((await api(admin).get('/api/admin/events', { filter: JSON.stringify({ id: first.id }) }).expect(200)).body).toHaveLength(1);
    for (const id of [[], 'x', [0], Array.from({ length: 101 }, (_, n) => n + 1)]) {
      expect(Object.keys((await api(admin).get('/api/admin/events', { filter: JSON.stringify({ id }) }).expect(400)).body.errors)).toEqual(['filter']);
    }
  });

  it('finds records whose words start with every word of q, ignoring case and accents; blood groups are words', async () => {
    const donor = await loginAs(server, 'user');
    const names = ['José Núñez', 'Anna-Maria Rao', 'Raoul Smith', 'Ann Lee'];
    for (const name of names) await createBloodRequest(server, donor.accessToken, { name, bloodGroup: name === 'Ann Lee' ? 'AB+' : 'A+', mobile: '+91 9812345678' });
    const found = async (q: string) =>
      ((await api(admin).get('/api/admin/bloodRequests', { filter: JSON.stringify({ q }), range: '[0,99]', sort: '["name","ASC"]' }).expect(200)).body as { name: string }[])
        .map((row) => row.name)
        .filter((name) => names.includes(name));
    expect(await found('jose')).toEqual(['José Núñez']);
    expect(await found('NUÑ')).toEqual(['José Núñez']);
    expect(await found('rao')).toEqual(['Anna-Maria Rao', 'Raoul Smith']);
    expect(await found('ann rao')).toEqual(['Anna-Maria Rao']);
    expect(await found('maria')).toEqual(['Anna-Maria Rao']);
    expect(await found('ab+')).toEqual(['Ann Lee']);
    expect(await found('a+')).toEqual(['Anna-Maria Rao', 'José Núñez', 'Raoul Smith']);
    expect(await found('98123')).toEqual(['Ann Lee', 'Anna-Maria Rao', 'José Núñez', 'Raoul Smith']);
    expect(await found('mith')).toEqual([]);
    expect(await found('%')).toEqual([]);
    const deleted = (await createBloodRequest(server, donor.accessToken, { name: 'Gone Soon' })).id;
    await request(server.url).delete(`/api/admin/bloodRequests/${deleted}`).auth(admin.accessToken, { type: 'bearer' }).expect(200);
    expect(await server.dataSource.getRepository(SearchWord).countBy({ tableName: 'blood_requests', rowId: deleted })).toBe(0);
  });
});
