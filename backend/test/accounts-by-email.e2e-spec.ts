import request from 'supertest';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { INVALID_EMAIL_PARAM } from '../src/users/account-params';
import { User } from '../src/users/user.entity';
import { USER_MESSAGES } from '../src/users/users.messages';
import { Account, loginAs, setRole } from './support/accounts';
import { createBloodRequest } from './support/donor-flows';
import { startTestServer, SUPER_ADMIN, TestServer } from './support/test-server';

/** The spec's PUT /api/admin/updateRole/{email}?newRole= and DELETE /api/user/{email}: the rules of the admin users endpoints. */
describe('role change and deletion by email (docs/behaviour.md section 7)', () => {
  let server: TestServer;
  let chief: Account;
  let admin: Account;

  const as = (account: Account) => ({
    updateRole: (email: string, newRole?: string) =>
      request(server.url)
        .put(`/api/admin/updateRole/${encodeURIComponent(email)}`)
        .query(newRole === undefined ? {} : { newRole })
        .auth(account.accessToken, { type: 'bearer' }),
    del: (email: string) => request(server.url).delete(`/api/user/${encodeURIComponent(email)}`).auth(account.accessToken, { type: 'bearer' }),
  });
  const roleOf = async (email: string) => (await server.dataSource.getRepository(User).findOneBy({ email }))?.role;

  beforeAll(async () => {
    server = await startTestServer();
    chief = await loginAs(server, 'superAdmin');
    admin = await loginAs(server, 'admin');
  });
  afterAll(() => server.close());

  it('changes the role of an account found by email in any case, and answers the account', async () => {
    const user = await loginAs(server, 'user');
    const response = await as(admin).updateRole(user.email.toUpperCase(), 'volunteer').expect(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email, role: 'volunteer' });
    expect(response.body).not.toHaveProperty('passwordHash');
    expect(await roleOf(user.email)).toBe('volunteer');
  });

  it('answers 404 for an unknown email and 400 naming email for one that is not an email', async () => {
    expect((await as(admin).updateRole('nobody@example.com', 'user').expect(404)).body.message).toBe(USER_MESSAGES.notFound);
    expect((await as(admin).del('nobody@example.com').expect(404)).body.message).toBe(USER_MESSAGES.notFound);
    expect((await as(admin).updateRole('not-an-email', 'user').expect(400)).body.errors).toEqual({ email: [INVALID_EMAIL_PARAM] });
    expect((await as(admin).del('not-an-email').expect(400)).body.errors).toEqual({ email: [INVALID_EMAIL_PARAM] });
  });

  it('answers 400 naming newRole for an unknown or missing role, and changes nothing', async () => {
    const user = await loginAs(server, 'user');
    expect((await as(chief).updateRole(user.email, 'king').expect(400)).body.errors).toEqual({ newRole: [USER_MESSAGES.newRoleInvalid] });
    expect((await as(chief).updateRole(user.email).expect(400)).body.errors).toEqual({ newRole: [USER_MESSAGES.roleRequired] });
    expect(await roleOf(user.email)).toBe('user');
  });

  it('lets only a superAdmin make someone admin or superAdmin, or change an admin', async () => {
    const user = await loginAs(server, 'user');
    for (const role of ['admin', 'superAdmin']) {
      expect((await as(admin).updateRole(user.email, role).expect(403)).body.message).toBe(USER_MESSAGES.privilegedRole);
    }
    const other = await loginAs(server, 'admin');
    expect((await as(admin).updateRole(other.email, 'user').expect(403)).body.message).toBe(USER_MESSAGES.privilegedRole);
    expect((await as(admin).updateRole(SUPER_ADMIN.email, 'user').expect(403)).body.message).toBe(USER_MESSAGES.privilegedRole);
    expect(await roleOf(other.email)).toBe('admin');
    expect((await as(chief).updateRole(user.email, 'admin').expect(200)).body.role).toBe('admin');
    expect((await as(chief).updateRole(other.email, 'moderator').expect(200)).body.role).toBe('moderator');
  });

  it('forbids changing the own role, and never demotes the last superAdmin', async () => {
    expect((await as(admin).updateRole(admin.email, 'superAdmin').expect(403)).body.message).toBe(USER_MESSAGES.ownRole);
    expect((await as(chief).updateRole(chief.email, 'admin').expect(409)).body.message).toBe(USER_MESSAGES.lastSuperAdminRole);
    expect(await roleOf(chief.email)).toBe('superAdmin');
    const second = await loginAs(server, 'user');
    await setRole(server, second.email, 'superAdmin');
    expect((await as(chief).updateRole(chief.email, 'admin').expect(403)).body.message).toBe(USER_MESSAGES.ownRole);
    expect((await as(chief).updateRole(second.email, 'user').expect(200)).body.role).toBe('user');
  });

  it('deletes an account by email; its requests stay, unlinked, and its sessions end', async () => {
    const user = await loginAs(server, 'user');
    const bloodRequest = await createBloodRequest(server, user.accessToken);
    expect((await as(admin).del(user.email).expect(200)).body).toEqual({ message: USER_MESSAGES.deleted });
    expect(await roleOf(user.email)).toBeUndefined();
    expect((await server.dataSource.getRepository(BloodRequest).findOneByOrFail({ id: bloodRequest.id })).userId).toBeNull();
    await request(server.url).get('/api/user/me').auth(user.accessToken, { type: 'bearer' }).expect(401);
  });

  it('forbids deleting the own account, and an admin deleting an admin or superAdmin', async () => {
    expect((await as(admin).del(admin.email).expect(403)).body.message).toBe(USER_MESSAGES.ownAccount);
    const other = await loginAs(server, 'admin');
    expect((await as(admin).del(other.email).expect(403)).body.message).toBe(USER_MESSAGES.privilegedDelete);
    expect((await as(admin).del(SUPER_ADMIN.email).expect(403)).body.message).toBe(USER_MESSAGES.privilegedDelete);
    await as(chief).del(other.email).expect(200);
  });

  it('never deletes the last superAdmin', async () => {
    expect((await as(chief).del(chief.email).expect(409)).body.message).toBe(USER_MESSAGES.lastSuperAdminDelete);
    expect(await roleOf(chief.email)).toBe('superAdmin');
  });

  it('is for admins only: 401 without a token, 403 for a user', async () => {
    const user = await loginAs(server, 'user');
    await request(server.url).put(`/api/admin/updateRole/${user.email}?newRole=user`).expect(401);
    await request(server.url).delete(`/api/user/${user.email}`).expect(401);
    await as(user).updateRole(user.email, 'admin').expect(403);
    await as(user).del(user.email).expect(403);
    expect(await roleOf(user.email)).toBe('user');
  });
});
