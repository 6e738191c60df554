import request from 'supertest';
import { RefreshSession } from '../src/auth/refresh-session.entity';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { User } from '../src/users/user.entity';
import { Account, login, loginAs, setRole } from './support/accounts';
import { CapturedLog } from './support/captured-log';
import { createBloodRequest } from './support/donor-flows';
import { startTestServer, SUPER_ADMIN, TestServer } from './support/test-server';

const ROUNDS = 10;

/** Two calls fired at the same moment, each pair several times: the outcome is one of the orders, never a mix. */
describe('races between two calls at once', () => {
  let server: TestServer;
  let chief: Account;
  const log = new CapturedLog();

  beforeAll(async () => {
    server = await startTestServer({}, undefined, log);
    chief = await loginAs(server, 'superAdmin');
  });
  afterAll(() => server.close());

  it.each(['approve', 'reject'] as const)('a donor deleting a Pending request while an admin is %s-ing it: one wins, never both', async (decision) => {
    const donor = await loginAs(server, 'user');
    const deleteIt = (id: number) => request(server.url).delete(`/api/blood-requests/${id}`).auth(donor.accessToken, { type: 'bearer' });
    const decide = (id: number) => request(server.url).put(`/api/blood-requests/${id}/${decision}`).auth(chief.accessToken, { type: 'bearer' });
    const DELETE_WON = `delete 200, ${decision} 404`;
    const DECISION_WON = `delete 409, ${decision} 200`;
    /** What one round ended with, checked against the stored request: the loser changed nothing. */
    async function outcomeOf(id: number, deleted: request.Response, decided: request.Response): Promise<string> {
      const outcome = `delete ${deleted.status}, ${decision} ${decided.status}`;
      const stored = await server.dataSource.getRepository(BloodRequest).findOneBy({ id });
      if (outcome === DELETE_WON) expect(stored).toBeNull();
      else expect(stored?.status).toBe(decision === 'approve' ? 'Approved' : 'Rejected');
      return outcome;
    }
    // At the same moment, several times (which leaves first alternates): always one of the two outcomes.
    for (let round = 0; round < ROUNDS; round += 1) {
      const { id } = await createBloodRequest(server, donor.accessToken);
      const [deleted, decided] =
        round % 2 === 0 ? await Promise.all([deleteIt(id), decide(id)]) : (await Promise.all([decide(id), deleteIt(id)])).reverse();
      expect([DELETE_WON, DECISION_WON]).toContain(await outcomeOf(id, deleted, decided));
    }
    // Each order forced (the other call sent once the first was answered), so both outcomes are seen to be the ones
    // above: which of them a real race gives depends on timing (on MariaDB the DELETE nearly always wins).
    const first = await createBloodRequest(server, donor.accessToken);
    const deletedFirst = await deleteIt(first.id);
    expect(await outcomeOf(first.id, deletedFirst, await decide(first.id))).toBe(DELETE_WON);
    const second = await createBloodRequest(server, donor.accessToken);
    const decidedFirst = await decide(second.id);
    expect(await outcomeOf(second.id, await deleteIt(second.id), decidedFirst)).toBe(DECISION_WON);
  });

  it('two refreshes with the same token: the token is consumed once, and both tabs stay logged in (grace)', async () => {
    const sessions = server.dataSource.getRepository(RefreshSession);
    for (let round = 0; round < ROUNDS; round += 1) {
      const { cookie } = await loginAs(server, 'user');
      const refresh = () => request(server.url).post('/api/auth/refresh').set('Cookie', cookie);
      const statuses = (await Promise.all([refresh(), refresh()])).map((response) => response.status);
      expect(statuses).toEqual([200, 200]);
      const [latest] = await sessions.find({ order: { id: 'DESC' }, take: 1 });
      const family = await sessions.findBy({ familyId: latest.familyId });
      // The login's token, used once (one UPDATE checks and consumes it), and one successor per tab.
      expect(family).toHaveLength(3);
      expect(family.filter((session) => session.usedAt !== null)).toHaveLength(1);
    }
  });

  it('the newsletter welcome goes out once, however many subscribe calls for one address arrive together', async () => {
    const outbox = server.dataSource.getRepository(OutboxEmail);
    for (let round = 0; round < ROUNDS; round += 1) {
      const email = `reader${round}@example.com`;
      const subscribe = () => request(server.url).post('/api/newsletter/subscribe').send({ email });
      const statuses = (await Promise.all([subscribe(), subscribe(), subscribe()])).map((response) => response.status);
      expect(statuses).toEqual([201, 201, 201].map(() => statuses[0]));
      expect(statuses[0]).toBeLessThan(300);
      expect(await outbox.countBy({ to: email })).toBe(1);
    }
  });

  it('sign-ups of many new addresses at once all succeed, each welcomed once (no deadlock between their inserts)', async () => {
    const outbox = server.dataSource.getRepository(OutboxEmail);
    const logged = log.lines.length;
    const emails = Array.from({ length: 20 }, (_, n) => `together${n}@example.com`);
    const statuses = await Promise.all(emails.map((email) => request(server.url).post('/api/newsletter/subscribe').send({ email }).then((response) => response.status)));
    expect(statuses).toEqual(emails.map(() => 200));
    for (const email of emails) expect(await outbox.countBy({ to: email })).toBe(1);
    // Not even one retried as a deadlock's victim (MySQL/MariaDB): that is how it began, and with more at once (three
    // instances) some ran out of retries and answered 503.
    expect(log.lines.slice(logged).filter((line) => line.includes('ER_LOCK_DEADLOCK'))).toEqual([]);
  });

  it('two superAdmins demoting or deleting each other at once: one superAdmin always remains', async () => {
    const users = server.dataSource.getRepository(User);
    const actions = [
      (actor: Account, target: Account) => request(server.url).put(`/api/admin/users/${target.id}`).auth(actor.accessToken, { type: 'bearer' }).send({ role: 'user' }),
      (actor: Account, target: Account) => request(server.url).delete(`/api/admin/users/${target.id}`).auth(actor.accessToken, { type: 'bearer' }),
      (actor: Account, target: Account) => request(server.url).put(`/api/admin/updateRole/${target.email}?newRole=admin`).auth(actor.accessToken, { type: 'bearer' }),
      (actor: Account, target: Account) => request(server.url).delete(`/api/user/${target.email}`).auth(actor.accessToken, { type: 'bearer' }),
    ];
    // Only the two of this round are superAdmins: the seeded one steps down to admin for the test.
    await setRole(server, SUPER_ADMIN.email, 'admin');
    for (let round = 0; round < ROUNDS; round += 1) {
      const [first, second] = [await loginAs(server, 'user'), await loginAs(server, 'user')];
      for (const account of [first, second]) {
        await setRole(server, account.email, 'superAdmin');
        Object.assign(account, await login(server, account.email, account.password!)); // a staff login, with a second factor
      }
      const [one, other] = [actions[round % actions.length], actions[(round + 1) % actions.length]];
      const statuses = (await Promise.all([one(first, second), other(second, first)])).map((response) => response.status);
      // The loser is refused: 409 (last superAdmin), 403 (no longer a superAdmin), 404 or 401 (its target or itself is gone).
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => [401, 403, 404, 409].includes(status))).toHaveLength(1);
      const remaining = await users.findBy({ role: 'superAdmin' });
      expect(remaining).toHaveLength(1);
      await users.update({ id: remaining[0].id }, { role: 'user' });
    }
    await setRole(server, SUPER_ADMIN.email, 'superAdmin');
  });
});
