import { todayIn } from '@blood-donation/domain';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { MatchWaveJob } from '../src/donor-asks/match-wave-job.entity';
import { DEFAULT_MATCH_WAVE_OPTIONS } from '../src/donor-asks/match-wave-worker';
import { MatchWaveJobsRepository } from '../src/donor-asks/match-wave-jobs.repository';
import { MatchWaves } from '../src/donor-asks/match-waves.service';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { type Account, loginAs } from './support/accounts';
import { answer, approvedRequest, askedBefore, askedIds, donor, type Donor, runWavesIn, waveJobOf, waveWorkerOf } from './support/ask-flows';
import { CapturedLog } from './support/captured-log';
import { api, createBloodRequest, createRequestWithoutCity } from './support/donor-flows';
import { TestSmtp, waitFor } from './support/mail';
import { createTestStorage, startTestServer, testDriver, TestServer } from './support/test-server';

// 180 s: waves of asks are run one after another, each waiting for its emails through the outbox.
jest.setTimeout(180_000);

const PUBLIC_URL = 'https://blood.example.org';

describe('approving a blood request asks donors by email, in waves', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: Account;
  const log = new CapturedLog();
  const emailsTo = (who: Donor) => smtp.received.filter((email) => email.to.includes(who.email));

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, MATCH_WAVE_SIZE: '2', MATCH_WAVE_MINUTES: '30', LOG_LEVEL: 'info' }, undefined, log);
    admin = await loginAs(server, 'admin');
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('tells those who approve how many donors approving asks at once: MATCH_WAVE_SIZE', async () => {
    expect((await api(server, admin.accessToken).get('/api/admin/approval').expect(200)).body).toEqual({ donorsPerWave: 2 });
  });

  it('asks available, eligible, compatible donors of the city: exact group first, O- last, MATCH_WAVE_SIZE per wave, the next after MATCH_WAVE_MINUTES', async () => {
    const requester = await donor(server, { bloodGroup: 'A+' });
    const elsewhere = (await createBloodRequest(server, requester.accessToken, { city: 'Elsewhere' })).id as number;
    const exact = [await donor(server, { bloodGroup: 'A+', city: 'pune' }), await donor(server, { bloodGroup: 'A+', city: 'PUNE' })];
    const askedLongAgo = await donor(server, { bloodGroup: 'A+' });
    await askedBefore(server, elsewhere, askedLongAgo.id, 8);
    const askedLastWeek = await donor(server, { bloodGroup: 'A+' });
    await askedBefore(server, elsewhere, askedLastWeek.id, 6);
    const [aNegative, oPositive, oNegative] = [await donor(server, { bloodGroup: 'A-' }), await donor(server, { bloodGroup: 'O+' }), await donor(server, { bloodGroup: 'O-' })];
    const notAsked = [
      await donor(server, { bloodGroup: 'B+' }),
      await donor(server, { bloodGroup: 'AB+' }),
      await donor(server, { bloodGroup: 'A+', available: false }),
      await donor(server, { bloodGroup: 'A+', city: 'Mumbai' }),
      await donor(server, { bloodGroup: 'A+', donatedOn: todayIn('UTC') }),
      askedLastWeek,
      requester,
    ];

    const id = await approvedRequest(server, requester, admin);
    await waveWorkerOf(server).runNow();
    expect(await askedIds(server, id)).toEqual(exact.map(({ id }) => id));
    // Approving it again leaves the search as it is: no wave before the interval.
    await api(server, admin.accessToken).put(`/api/blood-requests/${id}/approve`, { message: 'Still needed.' }).expect(200);
    await waveWorkerOf(server).runNow();
    await runWavesIn(server, 29);
    expect(await askedIds(server, id)).toHaveLength(2);

    await runWavesIn(server, 31);
    expect(await askedIds(server, id)).toEqual([...exact, askedLongAgo, aNegative].map(({ id }) => id));
    await runWavesIn(server, 62);
    const everyone = [...exact, askedLongAgo, aNegative, oPositive, oNegative];
    expect(await askedIds(server, id)).toEqual(everyone.map(({ id }) => id));
    await runWavesIn(server, 93);
    expect(await askedIds(server, id)).toHaveLength(everyone.length);
    expect((await waveJobOf(server, id))?.dueAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

    for (const asked of everyone) {
      const [email] = await waitFor(() => emailsTo(asked).length > 0 && emailsTo(asked), `the ask to ${asked.username}`);
      expect(email.data).toMatch(/^Subject: Urgent: a patient in Pune needs A\+ blood/m);
      expect(email.text).toContain(`${PUBLIC_URL}/my-asks`);
      expect(email.text).toContain('Ruby Hall, Pune');
      expect(email.text).not.toContain('Ravi Kumar');
      expect(email.text).not.toContain('9876543210');
    }
    expect(notAsked.flatMap((someone) => emailsTo(someone))).toEqual([]);
    expect(await server.dataSource.getRepository(OutboxEmail).countBy({ kind: 'donor-ask' })).toBe(everyone.length);

    expect(log.text).toContain(`Blood request ${id}: wave asked 2 donors`);
    for (const secret of everyone.flatMap(({ email, mobile }) => [email, mobile])) expect(log.text).not.toContain(secret);
  });

  it('stops once as many donors said yes as the request needs units', async () => {
    const requester = await donor(server, { bloodGroup: 'B+', available: false });
    const donors = [await donor(server, { bloodGroup: 'B+', city: 'Nashik' }), await donor(server, { bloodGroup: 'B-', city: 'Nashik' }), await donor(server, { bloodGroup: 'O-', city: 'Nashik' })];
    const id = await approvedRequest(server, requester, admin, { bloodGroup: 'B+', city: 'Nashik', units: 2 });
    await waveWorkerOf(server).runNow();
    expect(await askedIds(server, id)).toEqual([donors[0].id, donors[1].id]);

    await answer(server, donors[0], id, { answer: 'yes' }).expect(200);
    await answer(server, donors[1], id, { answer: 'yes' }).expect(200);
    await runWavesIn(server, 31);
    expect(await askedIds(server, id)).toHaveLength(2);
    expect(await waveJobOf(server, id)).toBeNull();
  });

  it('stops when the request is no longer Approved, and a request without a city asks nobody', async () => {
    const requester = await donor(server, { bloodGroup: 'O+', available: false });
    const donors = [await donor(server, { bloodGroup: 'O+', city: 'Satara' }), await donor(server, { bloodGroup: 'O+', city: 'Satara' }), await donor(server, { bloodGroup: 'O-', city: 'Satara' })];
    const id = await approvedRequest(server, requester, admin, { bloodGroup: 'O+', city: 'Satara' });
    await waveWorkerOf(server).runNow();
    expect(await askedIds(server, id)).toEqual([donors[0].id, donors[1].id]);
    await api(server, admin.accessToken).put(`/api/blood-requests/${id}/reject`).expect(200);
    await runWavesIn(server, 31);
    expect(await askedIds(server, id)).toHaveLength(2);
    expect(await waveJobOf(server, id)).toBeNull();

    const withoutCity = await createRequestWithoutCity(server, requester.accessToken, { bloodGroup: 'O+' });
    await api(server, admin.accessToken).put(`/api/blood-requests/${withoutCity}/approve`).expect(200);
    await waveWorkerOf(server).runNow();
    expect(await askedIds(server, withoutCity)).toEqual([]);
    expect(await waveJobOf(server, withoutCity)).toBeNull();
  });

  it('an approval and its first wave, a closing and its thank-yous, are each one transaction: what donor-asks cannot store undoes the move', async () => {
    const requester = await donor(server, { bloodGroup: 'A-', available: false });
    const helper = await donor(server, { bloodGroup: 'A-', city: 'Sangli' });
    const { id } = await createBloodRequest(server, requester.accessToken, { bloodGroup: 'A-', city: 'Sangli' });
    const statusOf = async () => (await server.dataSource.getRepository(BloodRequest).findOneByOrFail({ id })).status;

    const schedule = jest.spyOn(server.app.get(MatchWaveJobsRepository), 'schedule').mockRejectedValueOnce(new Error('the wave could not be stored'));
    await api(server, admin.accessToken).put(`/api/blood-requests/${id}/approve`).expect(500);
    schedule.mockRestore();
    expect(await statusOf()).toBe('Pending');
    expect(await waveJobOf(server, id)).toBeNull();

    await api(server, admin.accessToken).put(`/api/blood-requests/${id}/approve`).expect(200);
    await waveWorkerOf(server).runNow();
    await answer(server, helper, id, { answer: 'yes' }).expect(200);
    const thank = jest.spyOn(server.app.get(MatchWaves), 'thankHelpers').mockRejectedValueOnce(new Error('the thanks could not be stored'));
    await api(server, admin.accessToken).put(`/api/blood-requests/${id}/fulfil`).expect(500);
    thank.mockRestore();
    expect(await statusOf()).toBe('Approved');
    await api(server, admin.accessToken).put(`/api/blood-requests/${id}/fulfil`).expect(200);
    expect(await statusOf()).toBe('Fulfilled');
  });

  it('a wave whose work keeps failing is tried again after a growing wait and given up after the maximum, which ends its search', async () => {
    const requester = await donor(server, { bloodGroup: 'B+', available: false });
    const worker = waveWorkerOf(server);
    worker.configure({ maxAttempts: 3 });
    const failing = jest.spyOn(server.app.get(MatchWaves), 'run').mockRejectedValue(new Error('the wave could not be stored'));
    try {
      const id = await approvedRequest(server, requester, admin, { bloodGroup: 'B+', city: 'Satara' });
      await worker.runNow();
      const job = (await waveJobOf(server, id))!;
      expect(job).toMatchObject({ attempts: 1, claimedUntil: null });
      // Backoff: the second attempt a minute after the first, the third two minutes after the second.
      expect(job.dueAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      await worker.runNow();
      expect(failing).toHaveBeenCalledTimes(1);
      await runWavesIn(server, 1.5);
      expect(await waveJobOf(server, id)).toMatchObject({ attempts: 2 });
      await runWavesIn(server, 1.5);
      expect(failing).toHaveBeenCalledTimes(2);
      await runWavesIn(server, 2.5);
      expect(failing).toHaveBeenCalledTimes(3);
      expect(await waveJobOf(server, id)).toBeNull();
      expect(log.text).toContain(`Match wave job ${job.id} failed after 3 attempts`);
    } finally {
      failing.mockRestore();
      worker.configure({ maxAttempts: DEFAULT_MATCH_WAVE_OPTIONS.maxAttempts });
    }
  });

  it('asks nobody about a request whose requester is gone (userId null: nobody to put a donor in touch with)', async () => {
    const requester = await donor(server, { bloodGroup: 'AB+', available: false });
    const willing = await donor(server, { bloodGroup: 'AB+', city: 'Kolhapur' });
    const { id } = await createBloodRequest(server, requester.accessToken, { bloodGroup: 'AB+', city: 'Kolhapur' });
    // An admin deletes the account (the request stays, without its requester), then approves the request: its first wave is due.
    const chief = await loginAs(server, 'superAdmin');
    await api(server, chief.accessToken).delete(`/api/user/${encodeURIComponent(requester.email)}`).expect(200);
    expect(await server.dataSource.getRepository(BloodRequest).findOneByOrFail({ id })).toMatchObject({ status: 'Pending', userId: null });
    await api(server, admin.accessToken).put(`/api/blood-requests/${id}/approve`).expect(200);

    await waveWorkerOf(server).runNow();
    expect(await askedIds(server, id)).toEqual([]);
    expect(await waveJobOf(server, id)).toBeNull();
    expect(emailsTo(willing)).toEqual([]);
    expect(log.text).toContain(`Blood request ${id}: wave stopped`);
  });
});

describe('waves survive a restart', () => {
  it('a wave due while the server was down runs when the next one starts on the same database', async () => {
    const storage = await createTestStorage();
    try {
      const first = await startTestServer({}, storage);
      const admin = await loginAs(first, 'admin');
      const requester = await donor(first, { bloodGroup: 'AB+', available: false });
      const helper = await donor(first, { bloodGroup: 'AB-', city: 'Kolhapur' });
      await waveWorkerOf(first).stop();
      const id = await approvedRequest(first, requester, admin, { bloodGroup: 'AB+', city: 'Kolhapur' });
      expect(await askedIds(first, id)).toEqual([]);
      expect(await waveJobOf(first, id)).not.toBeNull();
      await first.close();

      const second = await startTestServer({}, storage);
      try {
        expect(await waitFor(async () => (await askedIds(second, id)).length > 0 && askedIds(second, id), 'the wave after the restart')).toEqual([helper.id]);
      } finally {
        await second.close();
      }
    } finally {
      await storage.dispose();
    }
  });

  it('two workers run a due wave once; a claimed wave waits for its lease, then runs elsewhere', async () => {
    const storage = await createTestStorage();
    const first = await startTestServer({ MATCH_WAVE_SIZE: '1' }, storage);
    // MySQL/MariaDB: a second instance on the same database. SQLite serves one instance: its two runs share one process.
    const second = testDriver() === 'mysql' ? await startTestServer({ MATCH_WAVE_SIZE: '1' }, storage) : first;
    try {
      const admin = await loginAs(first, 'admin');
      const requester = await donor(first, { bloodGroup: 'B-', available: false });
      const donors = [await donor(first, { bloodGroup: 'B-', city: 'Sangli' }), await donor(first, { bloodGroup: 'B-', city: 'Sangli' }), await donor(first, { bloodGroup: 'O-', city: 'Sangli' })];
      const id = await approvedRequest(first, requester, admin, { bloodGroup: 'B-', city: 'Sangli', units: 3 });
      await waveWorkerOf(first).runNow();
      await Promise.all([runWavesIn(first, 31), runWavesIn(second, 31)]);
      expect(await askedIds(first, id)).toEqual([donors[0].id, donors[1].id]);

      const jobs = first.dataSource.getRepository(MatchWaveJob);
      await jobs.update({ bloodRequestId: id }, { dueAt: new Date(Date.now() - 60_000), claimedUntil: new Date(Date.now() + 60_000) });
      await waveWorkerOf(second).runNow();
      expect(await askedIds(first, id)).toHaveLength(2);
      await jobs.update({ bloodRequestId: id }, { claimedUntil: new Date(Date.now() - 1_000) });
      await waveWorkerOf(second).runNow();
      expect(await askedIds(first, id)).toEqual(donors.map(({ id }) => id));
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await storage.dispose();
    }
  });
});
