import { type BloodRequestStatus, addDays, DAY_MS, todayIn } from '@blood-donation/domain';
import { BloodRequestExpiry } from '../src/blood-requests/blood-request-expiry';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { Account } from './support/accounts';
import { api, createBloodRequest, ISO_DATE_TIME, startWithAccounts } from './support/donor-flows';
import type { TestServer } from './support/test-server';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Blood request not found.' };
const conflict = (message: string) => ({ statusCode: 409, error: 'Conflict', message });

describe('the blood request lifecycle', () => {
  let server: TestServer;
  let alice: Account, bob: Account, admin: Account, superAdmin: Account;
  let as: (who: Account) => ReturnType<typeof api>;
  const requests = () => server.dataSource.getRepository(BloodRequest);
  const statusOf = async (id: number) => (await requests().findOneByOrFail({ id })).status;
  const move = (who: Account, id: number, action: string, body?: object) => as(who).put(`/api/blood-requests/${id}/${action}`, body);
  /** A request of alice, moved on by an admin when `action` is given. */
  async function requestOfAlice(action?: 'approve' | 'reject', body?: object) {
    const request = await createBloodRequest(server, alice.accessToken);
    return action ? (await move(admin, request.id, action, body).expect(200)).body : request;
  }

  beforeAll(async () => {
    ({ server, alice, bob, admin, superAdmin, as } = await startWithAccounts());
  });
  afterAll(() => server.close());

  it('lets the owner cancel a Pending or an Approved request, and keeps the note', async () => {
    for (const request of [await requestOfAlice(), await requestOfAlice('approve', { message: 'Two units reserved.' })]) {
      const response = await move(alice, request.id, 'cancel').expect(200);
      expect(response.body).toEqual({ ...request, status: 'Cancelled', updatedAt: expect.stringMatching(ISO_DATE_TIME) });
      expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(request.updatedAt));
      expect(await statusOf(request.id)).toBe('Cancelled');
    }
  });

  it('lets the owner or an admin mark an Approved request fulfilled', async () => {
    for (const who of [alice, admin, superAdmin]) {
      const request = await requestOfAlice('approve');
      expect((await move(who, request.id, 'fulfil').expect(200)).body).toMatchObject({ id: request.id, status: 'Fulfilled', message: null });
    }
  });

  it('answers 409 with a clear message to a move the table does not allow, and changes nothing', async () => {
    const pending = await requestOfAlice();
    expect((await move(alice, pending.id, 'fulfil').expect(409)).body).toEqual(conflict('This request is Pending and cannot be marked fulfilled.'));
    const rejected = await requestOfAlice('reject', { message: 'No stock.' });
    expect((await move(alice, rejected.id, 'cancel').expect(409)).body).toEqual(conflict('This request is Rejected and cannot be cancelled.'));
    const cancelled = await requestOfAlice();
    await move(alice, cancelled.id, 'cancel').expect(200);
    const closedAnswers: [Account, string, string][] = [
      [admin, 'approve', 'This request is Cancelled and can no longer be approved.'],
      [admin, 'reject', 'This request is Cancelled and can no longer be rejected.'],
      [alice, 'cancel', 'This request is Cancelled and can no longer be cancelled.'],
      [admin, 'fulfil', 'This request is Cancelled and can no longer be marked fulfilled.'],
    ];
    for (const [who, action, message] of closedAnswers) expect((await move(who, cancelled.id, action).expect(409)).body).toEqual(conflict(message));
    const fulfilled = await requestOfAlice('approve');
    await move(alice, fulfilled.id, 'fulfil').expect(200);
    expect((await move(admin, fulfilled.id, 'approve', { message: 'again' }).expect(409)).body).toEqual(conflict('This request is Fulfilled and can no longer be approved.'));
    expect(await requests().findOneByOrFail({ id: fulfilled.id })).toMatchObject({ status: 'Fulfilled', message: null });
    expect([await statusOf(pending.id), await statusOf(rejected.id)]).toEqual(['Pending', 'Rejected']);
  });

  it("answers another account's request exactly as one that does not exist; an admin cannot cancel it either", async () => {
    const request = await requestOfAlice('approve');
    for (const action of ['fulfil', 'cancel']) {
      expect((await move(bob, request.id, action).expect(404)).body).toEqual(NOT_FOUND);
      expect((await move(bob, 999999, action).expect(404)).body).toEqual(NOT_FOUND);
    }
    expect((await move(admin, request.id, 'cancel').expect(404)).body).toEqual(NOT_FOUND);
    expect(await statusOf(request.id)).toBe('Approved');
    expect((await move(alice, 'abc' as unknown as number, 'cancel').expect(400)).body.errors).toEqual({ id: ['id must be a positive whole number'] });
  });

  describe('the expiry job', () => {
    const expire = (now: Date) => server.app.get(BloodRequestExpiry).sweep(now);
    /** A request of alice in `status`, made `daysAgo` days before now, needed by `neededBy`. */
    async function stored(status: BloodRequestStatus, daysAgo: number, neededBy: string | null = null) {
      const request = await createBloodRequest(server, alice.accessToken, neededBy ? { city: 'Pune', neededBy: null } : {});
      await requests().update({ id: request.id }, { status, neededBy, createdAt: new Date(Date.now() - daysAgo * DAY_MS) });
      return request.id as number;
    }
    const today = todayIn('UTC');
    const yesterday = addDays(todayIn('UTC'), -1);

    it('expires open requests past their Needed by day or older than the limit, once; leaves the others', async () => {
      await expire(new Date());
      const expiring = [await stored('Pending', 15), await stored('Approved', 20), await stored('Pending', 1, yesterday), await stored('Approved', 0, yesterday)];
      const kept = [await stored('Pending', 13), await stored('Approved', 1, today), await stored('Rejected', 30), await stored('Fulfilled', 30, yesterday)];
      expect(await expire(new Date())).toBe(4);
      expect(await Promise.all(expiring.map(statusOf))).toEqual(['Expired', 'Expired', 'Expired', 'Expired']);
      expect(await Promise.all(kept.map(statusOf))).toEqual(['Pending', 'Approved', 'Rejected', 'Fulfilled']);
      expect(await expire(new Date())).toBe(0);
      expect((await move(admin, expiring[0], 'approve').expect(409)).body).toEqual(conflict('This request is Expired and can no longer be approved.'));
    });

    it('expires each request once when several sweeps run at the same moment', async () => {
      await expire(new Date());
      const ids = [await stored('Pending', 15), await stored('Approved', 15), await stored('Pending', 2, yesterday)];
      const counts = await Promise.all([expire(new Date()), expire(new Date()), expire(new Date())]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
      expect(await Promise.all(ids.map(statusOf))).toEqual(['Expired', 'Expired', 'Expired']);
    });

    it('sweeps as of the moment it is given, with the settings of the server', async () => {
      await expire(new Date(Date.now() + 30 * DAY_MS));
      const id = await stored('Pending', 10);
      const job = server.app.get(BloodRequestExpiry);
      expect(await job.sweep(new Date(Date.now() + 3 * DAY_MS))).toBe(0);
      expect(await job.sweep(new Date(Date.now() + 5 * DAY_MS))).toBe(1);
      expect(await statusOf(id)).toBe('Expired');
      expect(server.settings.bloodRequests).toEqual({ maxOpenDays: 14, expirySweepMinutes: 60 });
    });
  });
});
