import { BLOOD_GROUPS, type Role } from '@blood-donation/domain';
import request from 'supertest';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { User } from '../src/users/user.entity';
import { USER_MESSAGES } from '../src/users/users.messages';
import { Account, login, Login, loginAs, setRole } from './support/accounts';
import { createBloodRequest } from './support/donor-flows';
import { startTestServer, SUPER_ADMIN, TestServer } from './support/test-server';

interface Seed {
  username: string;
  email: string;
  age: number;
  bloodGroup: string;
  role: Role;
  createdAt: Date;
}

const SEED_COUNT = 120;
const SEEDS: Seed[] = Array.from({ length: SEED_COUNT }, (_, index) => {
  const n = index + 1;
  const number = String(n).padStart(3, '0');
  return {
    username: `member${number}`,
    email: `m${number}@seed.test`,
    age: 10 + n,
    bloodGroup: BLOOD_GROUPS[n % BLOOD_GROUPS.length],
    role: n % 5 === 0 ? 'volunteer' : 'user',
    createdAt: new Date(Date.UTC(2020, 0, 1) + n * 60_000),
  };
});

describe('admin users: the paged list', () => {
  let server: TestServer;
  let admin: Account;
  const list = (query: Record<string, string> = {}) => request(server.url).get('/api/admin/users').query(query).auth(admin.accessToken, { type: 'bearer' });
  const names = (body: { username: string }[]) => body.map((user) => user.username);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'superAdmin');
    const users = server.dataSource.getRepository(User);
    await users.insert(SEEDS.map((seed) => users.create({ ...seed, gender: 'female', mobile: '9876543210', passwordHash: 'x'.repeat(60) })));
  });
  afterAll(() => server.close());

  const TOTAL = SEED_COUNT + 1; // the seeds and the superAdmin

  it('answers the first ten, newest first, with Content-Range and the same objects as the user list', async () => {
    const response = await list().expect(200);
    expect(response.headers['content-range']).toBe(`users 0-9/${TOTAL}`);
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(names(response.body)).toEqual([SUPER_ADMIN.username, ...SEEDS.slice(-9).reverse().map((seed) => seed.username)]);
    const whole = await request(server.url).get('/api/admin/userlist').auth(admin.accessToken, { type: 'bearer' }).expect(200);
    const byId = new Map((whole.body as { id: number }[]).map((user) => [user.id, user]));
    for (const user of response.body as { id: number }[]) expect(user).toEqual(byId.get(user.id));
    expect(response.body[1]).not.toHaveProperty('passwordHash');
  });

  it('answers the asked range', async () => {
    const response = await list({ range: '[10,14]' }).expect(200);
    expect(response.headers['content-range']).toBe(`users 10-14/${TOTAL}`);
    expect(names(response.body)).toEqual(['member111', 'member110', 'member109', 'member108', 'member107']);
  });

  it('gives at most 100 rows, and the real end of a short last page', async () => {
    const big = await list({ range: '[0,500]' }).expect(200);
    expect(big.body).toHaveLength(100);
    expect(big.headers['content-range']).toBe(`users 0-99/${TOTAL}`);
    const last = await list({ range: '[110,130]' }).expect(200);
    expect(last.body).toHaveLength(11);
    expect(last.headers['content-range']).toBe(`users 110-120/${TOTAL}`);
    const past = await list({ range: '[200,209]' }).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe(`users */${TOTAL}`);
  });

  it('sorts by username both ways', async () => {
    expect(names((await list({ sort: '["username","ASC"]', range: '[0,2]' }).expect(200)).body)).toEqual([SUPER_ADMIN.username, 'member001', 'member002']);
    expect(names((await list({ sort: '["username","DESC"]', range: '[0,2]' }).expect(200)).body)).toEqual(['member120', 'member119', 'member118']);
  });

  it('sorts by age both ways (no age sorts first ascending)', async () => {
    const ages = (body: { age: number | null }[]) => body.map((user) => user.age);
    expect(ages((await list({ sort: '["age","ASC"]', range: '[0,2]' }).expect(200)).body)).toEqual([null, 11, 12]);
    expect(ages((await list({ sort: '["age","DESC"]', range: '[0,2]' }).expect(200)).body)).toEqual([130, 129, 128]);
  });

  it('filters by q in username or email, case-insensitively, with % and _ taken literally', async () => {
    const byName = await list({ filter: '{"q":"MEMBER00"}', sort: '["username","ASC"]' }).expect(200);
    expect(names(byName.body)).toEqual(SEEDS.slice(0, 9).map((seed) => seed.username));
    expect(byName.headers['content-range']).toBe('users 0-8/9');
    const byEmail = await list({ filter: '{"q":"Seed.Test"}' }).expect(200);
    expect(byEmail.headers['content-range']).toBe(`users 0-9/${SEED_COUNT}`);
    for (const q of ['%', '_', 'm_01']) {
      expect((await list({ filter: JSON.stringify({ q }) }).expect(200)).headers['content-range']).toBe('users */0');
    }
  });

  it('filters by bloodGroup and by role', async () => {
    const aPlus = SEEDS.filter((seed) => seed.bloodGroup === 'A+');
    const byGroup = await list({ filter: '{"bloodGroup":"A+"}', range: '[0,99]' }).expect(200);
    expect(byGroup.headers['content-range']).toBe(`users 0-${aPlus.length - 1}/${aPlus.length}`);
    expect((byGroup.body as { bloodGroup: string }[]).every((user) => user.bloodGroup === 'A+')).toBe(true);
    const volunteers = SEEDS.filter((seed) => seed.role === 'volunteer');
    const byRole = await list({ filter: '{"role":"volunteer"}', range: '[0,99]' }).expect(200);
    expect(byRole.headers['content-range']).toBe(`users 0-${volunteers.length - 1}/${volunteers.length}`);
    expect((byRole.body as { role: string }[]).every((user) => user.role === 'volunteer')).toBe(true);
    const superAdmins = await list({ filter: '{"role":"superAdmin"}' }).expect(200);
    expect(names(superAdmins.body)).toEqual([SUPER_ADMIN.username]);
  });

  it('combines the filters', async () => {
    const expected = SEEDS.filter((seed) => seed.username.includes('member0') && seed.bloodGroup === 'A+' && seed.role === 'volunteer');
    expect(expected.length).toBeGreaterThan(0);
    const response = await list({ filter: '{"q":"member0","bloodGroup":"A+","role":"volunteer"}', sort: '["username","ASC"]' }).expect(200);
    expect(names(response.body)).toEqual(expected.map((seed) => seed.username));
    expect(response.headers['content-range']).toBe(`users 0-${expected.length - 1}/${expected.length}`);
    expect((await list({ filter: '{}' }).expect(200)).headers['content-range']).toBe(`users 0-9/${TOTAL}`);
  });

  it.each([
    ['range', 'abc'],
    ['range', '[0]'],
    ['range', '[5,2]'],
    ['range', '[-1,3]'],
    ['range', '[0,1.5]'],
    ['range', '{"start":0}'],
    ['sort', '["passwordHash","ASC"]'],
    ['sort', '["id","UP"]'],
    ['sort', 'id'],
    ['filter', '{"mobile":"9876543210"}'],
    ['filter', '[1]'],
    ['filter', '{"q":'],
    ['filter', '{"bloodGroup":"C+"}'],
    ['filter', '{"role":"king"}'],
    ['filter', '{"q":5}'],
  ])('rejects %s=%s with a 400 naming it', async (parameter, value) => {
    const response = await list({ [parameter]: value }).expect(400);
    expect(Object.keys(response.body.errors)).toEqual([parameter]);
  });
});

describe('admin users: one account, role changes and deletion', () => {
  let server: TestServer;
  let chief: Account;
  let admin: Account;

  const as = (account: Account) => ({
    get: (id: number) => request(server.url).get(`/api/admin/users/${id}`).auth(account.accessToken, { type: 'bearer' }),
    put: (id: number, body: object) => request(server.url).put(`/api/admin/users/${id}`).auth(account.accessToken, { type: 'bearer' }).send(body),
    del: (id: number) => request(server.url).delete(`/api/admin/users/${id}`).auth(account.accessToken, { type: 'bearer' }),
  });
  const roleOf = async (id: number) => (await server.dataSource.getRepository(User).findOneByOrFail({ id })).role;

  beforeAll(async () => {
    server = await startTestServer();
    chief = await loginAs(server, 'superAdmin');
    admin = await loginAs(server, 'admin');
  });
  afterAll(() => server.close());

  it('answers one account, and 404 for an unknown id on every route', async () => {
    const user = await loginAs(server, 'user');
    const response = await as(admin).get(user.id).expect(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email, role: 'user' });
    expect(response.body).not.toHaveProperty('passwordHash');
    for (const call of [as(admin).get(999999), as(admin).put(999999, { role: 'user' }), as(admin).del(999999)]) {
      expect((await call.expect(404)).body.message).toBe(USER_MESSAGES.notFound);
    }
  });

  it('rejects an unknown or missing role with a 400 naming role', async () => {
    const user = await loginAs(server, 'user');
    for (const body of [{ role: 'king' }, {}, { role: 'user', extra: 1 }]) {
      const response = await as(chief).put(user.id, body).expect(400);
      expect(Object.keys(response.body.errors)).toContain(Object.keys(body).includes('extra') ? 'extra' : 'role');
    }
    expect((await as(chief).put(user.id, { role: 'king' })).body.errors.role).toEqual([USER_MESSAGES.roleInvalid]);
  });

  it('lets an admin move a user between the ordinary roles', async () => {
    const user = await loginAs(server, 'user');
    const response = await as(admin).put(user.id, { role: 'volunteer' }).expect(200);
    expect(response.body).toMatchObject({ id: user.id, role: 'volunteer' });
    expect(await roleOf(user.id)).toBe('volunteer');
  });

  it('forbids an admin to promote to admin or superAdmin', async () => {
    const user = await loginAs(server, 'user');
    for (const role of ['admin', 'superAdmin']) {
      expect((await as(admin).put(user.id, { role }).expect(403)).body.message).toBe(USER_MESSAGES.privilegedRole);
    }
    expect(await roleOf(user.id)).toBe('user');
  });

  it('lets a superAdmin promote to admin', async () => {
    const user = await loginAs(server, 'user');
    expect((await as(chief).put(user.id, { role: 'admin' }).expect(200)).body.role).toBe('admin');
  });

  it('forbids an admin to demote an admin or a superAdmin; a superAdmin may demote an admin', async () => {
    const other = await loginAs(server, 'admin');
    expect((await as(admin).put(other.id, { role: 'user' }).expect(403)).body.message).toBe(USER_MESSAGES.privilegedRole);
    expect((await as(admin).put(chief.id, { role: 'user' }).expect(403)).body.message).toBe(USER_MESSAGES.privilegedRole);
    expect(await roleOf(other.id)).toBe('admin');
    expect((await as(chief).put(other.id, { role: 'moderator' }).expect(200)).body.role).toBe('moderator');
  });

  it('forbids changing the own role', async () => {
    expect((await as(admin).put(admin.id, { role: 'user' }).expect(403)).body.message).toBe(USER_MESSAGES.ownRole);
    expect((await as(admin).put(admin.id, { role: 'superAdmin' }).expect(403)).body.message).toBe(USER_MESSAGES.ownRole);
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it('never demotes the last superAdmin', async () => {
    expect((await as(chief).put(chief.id, { role: 'admin' }).expect(409)).body.message).toBe(USER_MESSAGES.lastSuperAdminRole);
    expect(await roleOf(chief.id)).toBe('superAdmin');
  });

  it('with two superAdmins, one may demote the other, but not themselves', async () => {
    const donor = await loginAs(server, 'user');
    await as(chief).put(donor.id, { role: 'superAdmin' }).expect(200);
    // The new role starts with a new login (with a second factor): the sessions the account had were ended.
    const second = { ...donor, ...(await login(server, donor.email, donor.password!)) };
    expect((await as(chief).put(chief.id, { role: 'admin' }).expect(403)).body.message).toBe(USER_MESSAGES.ownRole);
    expect((await as(second).put(chief.id, { role: 'admin' }).expect(200)).body.role).toBe('admin');
    await setRole(server, SUPER_ADMIN.email, 'superAdmin');
    chief = { ...chief, ...(await login(server, chief.email, chief.password!)) };
    expect((await as(chief).put(second.id, { role: 'user' }).expect(200)).body.role).toBe('user');
    expect(await roleOf(second.id)).toBe('user');
  });

  it('ends the sessions of an account whose role changes: a promotion opens the panel at the next login, a demotion closes it at once', async () => {
    const user = await loginAs(server, 'user');
    const listAs = (account: Login) => request(server.url).get('/api/admin/users').auth(account.accessToken, { type: 'bearer' });
    await listAs(user).expect(403);
    await as(chief).put(user.id, { role: 'admin' }).expect(200);
    await listAs(user).expect(401);
    await request(server.url).post('/api/auth/refresh').set('Cookie', user.cookie).expect(401);
    const promoted = await login(server, user.email, user.password!);
    await listAs(promoted).expect(200);
    await as(chief).put(user.id, { role: 'user' }).expect(200);
    await listAs(promoted).expect(401);
    await request(server.url).post('/api/auth/refresh').set('Cookie', promoted.cookie).expect(401);
    await listAs(await login(server, user.email, user.password!)).expect(403);
  });

  it('lets an admin delete a user; the blood requests stay, unlinked, and the sessions end', async () => {
    const user = await loginAs(server, 'user');
    const bloodRequest = await createBloodRequest(server, user.accessToken);
    expect(await as(admin).del(user.id).expect(200)).toMatchObject({ body: { message: USER_MESSAGES.deleted } });
    await as(admin).get(user.id).expect(404);
    const kept = await server.dataSource.getRepository(BloodRequest).findOneByOrFail({ id: bloodRequest.id });
    expect(kept.userId).toBeNull();
    await request(server.url).get('/api/user/me').auth(user.accessToken, { type: 'bearer' }).expect(401);
  });

  it('forbids deleting the own account', async () => {
    expect((await as(admin).del(admin.id).expect(403)).body.message).toBe(USER_MESSAGES.ownAccount);
  });

  it('forbids an admin to delete an admin or a superAdmin; a superAdmin may delete an admin', async () => {
    const other = await loginAs(server, 'admin');
    expect((await as(admin).del(other.id).expect(403)).body.message).toBe(USER_MESSAGES.privilegedDelete);
    expect((await as(admin).del(chief.id).expect(403)).body.message).toBe(USER_MESSAGES.privilegedDelete);
    await as(chief).del(other.id).expect(200);
    await as(chief).get(other.id).expect(404);
  });

  it('never deletes the last superAdmin; with two, one may delete the other but not themselves', async () => {
    expect((await as(chief).del(chief.id).expect(409)).body.message).toBe(USER_MESSAGES.lastSuperAdminDelete);
    const second = await loginAs(server, 'user');
    await setRole(server, second.email, 'superAdmin');
    expect((await as(chief).del(chief.id).expect(403)).body.message).toBe(USER_MESSAGES.ownAccount);
    await as(chief).del(second.id).expect(200);
    expect(await roleOf(chief.id)).toBe('superAdmin');
  });
});
