import { addDays, checkEligibility, ELIGIBLE_AGAIN_EMAIL, formatDayMonth, PUSH_MESSAGES, todayIn } from '@blood-donation/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateVAPIDKeys } from 'web-push';
import { loadSettings } from '../src/config/settings';
import { ConsentRepository } from '../src/consents/consent.repository';
import { Database } from '../src/database/database.service';
import { EligibleAgainReminders } from '../src/eligibility-reminders/eligible-again-reminders';
import { PushMessage } from '../src/push/push-message.entity';
import { PushSubscription } from '../src/push/push-subscription.entity';
import { MAX_PUSH_DEVICES, PushService } from '../src/push/push.service';
import { loginAs, type Account } from './support/accounts';
import { approvedRequest, donor, type Donor } from './support/ask-flows';
import { api, createDonation, donationBody } from './support/donor-flows';
import { waitFor } from './support/mail';
import { pushSubscriptionBody, pushWorkerOf } from './support/push-flows';
import { PushReceiver, RECEIVER_CA_FILE, type TestDevice } from './support/push-receiver/receiver';
import { startTestServer, type TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Whether this process trusts the receiver's certificate: NODE_EXTRA_CA_CERTS must have named its CA at the start. */
function receiverTrusted(origin: string): Promise<boolean> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port), servername: undefined }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

describe('Web Push: devices, and notifications encrypted and signed for a push service', () => {
  let server: TestServer;
  let receiver: PushReceiver;
  let admin: Account;
  let asha: Donor;
  let ravi: Donor;
  const devices = (who: Account) => api(server, who.accessToken).get('/api/user/push-subscriptions').expect(200);
  const subscribe = (who: Account, body: object, userAgent = FIREFOX_ANDROID) => api(server, who.accessToken).post('/api/user/push-subscriptions').set('User-Agent', userAgent).send(body);
  const rows = () => server.dataSource.getRepository(PushSubscription).find({ order: { id: 'ASC' } });
  const queued = () => server.dataSource.getRepository(PushMessage).find({ order: { id: 'ASC' } });
  /** Runs the worker (now, or `minutes` ahead for retries) until `check` holds. */
  const deliverUntil = <T>(check: () => T | undefined | null | false | Promise<T | undefined | null | false>, what: string, minutes = 0) =>
    waitFor(async () => {
      await pushWorkerOf(server).runNow(new Date(Date.now() + minutes * 60_000));
      return check();
    }, what);

  beforeAll(async () => {
    server = await startTestServer();
    receiver = await PushReceiver.start(() => server.settings.push.publicKey);
    if (!(await receiverTrusted(receiver.origin))) {
      throw new Error(`The local push receiver is not trusted: start jest with NODE_EXTRA_CA_CERTS=${RECEIVER_CA_FILE} (npm run test:sqlite -w backend does; see test/support/push-receiver/README.md)`);
    }
    admin = await loginAs(server, 'admin');
    asha = await donor(server, { bloodGroup: 'O-', city: 'Pune' });
    ravi = await donor(server, { bloodGroup: 'B+', city: 'Pune', available: false });
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('publishes the VAPID public key to anyone, kept in the data folder across restarts unless the settings give one', async () => {
    const { body } = await api(server).get('/api/push/public-key').expect(200);
    expect(body).toEqual({ publicKey: server.settings.push.publicKey });
    expect(Buffer.from(body.publicKey, 'base64url')).toHaveLength(65);

    const dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
    try {
      const first = loadSettings({ DATA_DIR: dataDir }).push;
      expect(loadSettings({ DATA_DIR: dataDir }).push).toEqual(first);
      expect(first.subject).toBe('mailto:no-reply@blood-donation.local');
      const given = generateVAPIDKeys();
      expect(loadSettings({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey, VAPID_SUBJECT: 'https://blood.example.org' }).push).toEqual({
        ...given,
        subject: 'https://blood.example.org',
      });
      expect(() => loadSettings({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: given.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
      expect(() => loadSettings({ DATA_DIR: dataDir, VAPID_SUBJECT: 'http://blood.example.org' })).toThrow(/VAPID_SUBJECT/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('devices', () => {
    let phone: TestDevice;
    let phoneId: number;

    it('stores a device and lists it to its owner without its endpoint or keys', async () => {
      phone = receiver.device();
      const created = await subscribe(asha, phone.subscription).expect(201);
      expect(created.body).toEqual({ id: expect.any(Number) });
      phoneId = created.body.id;
      const { body } = await devices(asha);
      expect(body).toEqual([{ id: phoneId, createdAt: expect.any(String), device: 'Firefox on Android', service: new URL(receiver.origin).host }]);
      expect(JSON.stringify(body)).not.toContain(phone.subscription.keys.p256dh);
      expect((await devices(ravi)).body).toEqual([]);
    });

    it('keeps one row per endpoint: the same endpoint again renews it, and it becomes the account that sent it', async () => {
      const again = await subscribe(asha, phone.subscription, CHROME_WINDOWS).expect(201);
      expect(again.body).toEqual({ id: phoneId });
      expect((await devices(asha)).body).toEqual([expect.objectContaining({ id: phoneId, device: 'Chrome on Windows' })]);
      // Ravi logs in on the same browser: the device is his now, and no longer Asha's.
      expect((await subscribe(ravi, phone.subscription).expect(201)).body).toEqual({ id: phoneId });
      expect((await devices(asha)).body).toEqual([]);
      expect((await devices(ravi)).body).toEqual([expect.objectContaining({ id: phoneId })]);
      expect((await subscribe(asha, phone.subscription).expect(201)).body).toEqual({ id: phoneId });
      expect((await rows()).filter(({ endpoint }) => endpoint === phone.subscription.endpoint)).toHaveLength(1);
    });

    it('refuses an http:// endpoint, unknown fields and bad keys, naming the field', async () => {
      const good = pushSubscriptionBody();
      expectValidationFailure((await subscribe(asha, { ...good, endpoint: 'http://push.example.org/send/1' }).expect(400)).body, { endpoint: [PUSH_MESSAGES.endpointHttps] });
      expectValidationFailure((await subscribe(asha, { ...good, endpoint: 'not a url' }).expect(400)).body, { endpoint: [PUSH_MESSAGES.endpointHttps] });
      expectValidationFailure((await subscribe(asha, { ...good, keys: { ...good.keys, auth: '**' } }).expect(400)).body, { 'keys.auth': [PUSH_MESSAGES.keyInvalid] });
      const unknown = await subscribe(asha, { ...good, patientName: 'x' }).expect(400);
      expect(JSON.stringify(unknown.body)).toContain('patientName');
      await subscribe(asha, { endpoint: good.endpoint }).expect(400);
      await api(server).post('/api/user/push-subscriptions').send(good).expect(401);
    });

    it(`keeps at most ${MAX_PUSH_DEVICES} devices per account, forgetting the one turned on longest ago`, async () => {
      const many = await donor(server, { bloodGroup: 'A+', available: false });
      const ids: number[] = [];
      for (let index = 0; index <= MAX_PUSH_DEVICES; index += 1) ids.push((await subscribe(many, pushSubscriptionBody()).expect(201)).body.id);
      const listed = (await devices(many)).body.map(({ id }: { id: number }) => id);
      expect(listed).toEqual(ids.slice(1));
    });

    it("lets only its owner turn a device off: another's is 404", async () => {
      const laptop = (await subscribe(ravi, pushSubscriptionBody()).expect(201)).body.id as number;
      const refused = await api(server, asha.accessToken).delete(`/api/user/push-subscriptions/${laptop}`).expect(404);
      expect(refused.body).toMatchObject({ statusCode: 404, message: PUSH_MESSAGES.subscriptionNotFound });
      await api(server, asha.accessToken).delete('/api/user/push-subscriptions/999999').expect(404);
      await api(server, asha.accessToken).delete('/api/user/push-subscriptions/abc').expect(400);
      expect((await devices(ravi)).body).toEqual([expect.objectContaining({ id: laptop })]);
      await api(server, ravi.accessToken).delete(`/api/user/push-subscriptions/${laptop}`).expect(200);
      expect((await devices(ravi)).body).toEqual([]);
    });
  });

  describe('notifications', () => {
    it('pushes an ask to the donor’s devices: encrypted (RFC 8291), VAPID-signed (RFC 8292), accepted by the push service, and gone from the queue', async () => {
      const [device] = [receiver.device()];
      const other = receiver.device();
      await subscribe(asha, device.subscription).expect(201);
      await subscribe(asha, other.subscription).expect(201);
      const before = receiver.pushes.length;
      await approvedRequest(server, ravi, admin, { bloodGroup: 'O-', city: 'Pune', hospital: 'Ruby Hall', urgent: true });
      await deliverUntil(() => device.received.length > 0 && other.received.length > 0, 'the ask on both devices');
      const expected = { title: 'Urgent: a patient in Pune needs O- blood', body: "Can you give? Answer 'I can help' or 'Not now' on your page of asks.", url: '/my-asks' };
      expect(device.received).toEqual([expected]);
      expect(other.received).toEqual([expected]);
      // Each push checked: signature, audience, expiry, key, encoding, and the decrypted payload.
      const checked = receiver.pushes.slice(before);
      expect(checked.every(({ problems, status }) => problems.length === 0 && status === 201)).toBe(true);
      // The payload says no more than the email's subject: no hospital, no one's name.
      expect(JSON.stringify(device.received)).not.toMatch(/Ruby Hall|Ravi|asha/i);
      await waitFor(async () => (await queued()).length === 0, 'the queue to empty');
    });

    it("pushes a donation's journey beside its email, to a donor with the 'donation-journey' consent", async () => {
      const device = receiver.device();
      await subscribe(asha, device.subscription).expect(201);
      await api(server, asha.accessToken).put('/api/user/consents/donation-journey').expect(200);
      const today = todayIn(server.settings.siteTimeZone);
      const given = addDays(today, -20);
      const { id } = await createDonation(server, asha.accessToken, { date: given, bloodGroup: 'O-' });
      await api(server, admin.accessToken).post('/api/admin/hospitals', { name: 'Push Hospital', city: 'Pune' }).expect(201);
      await api(server, admin.accessToken).put(`/api/admin/donations/${id}/journey`, { status: 'issued', hospital: 'Push Hospital', date: today }).expect(200);
      await deliverUntil(() => device.received.length > 0, 'the journey news');
      expect(device.received).toEqual([{ title: 'What your donation did', body: `Your donation of ${formatDayMonth(given)} was sent to Push Hospital on ${formatDayMonth(today)}`, url: '/user-dashboard' }]);
      await api(server, asha.accessToken).delete('/api/user/consents/donation-journey').expect(200);
    });

    it("pushes the eligible-again reminder beside its email, to a donor with the 'eligibility-reminders' consent", async () => {
      const today = todayIn(server.settings.siteTimeZone);
      // The donation day after which this donor may give again today.
      const donated = Array.from({ length: 800 }, (_, back) => addDays(today, -back - 1)).find(
        (date) => checkEligibility({ donations: [{ date, type: 'whole-blood' }], sex: 'female', ruleSet: server.settings.eligibility.ruleSet, today: date }).nextEligibleDate === today,
      )!;
      const mira = await loginAs(server, 'user');
      const device = receiver.device();
      await subscribe(mira, device.subscription).expect(201);
      await api(server, mira.accessToken).put('/api/user/consents/eligibility-reminders').expect(200);
      await api(server, mira.accessToken).post('/api/add', donationBody({ date: donated })).expect(201);
      await server.app.get(EligibleAgainReminders).sweep();
      await deliverUntil(() => device.received.length > 0, 'the eligible-again reminder');
      expect(device.received).toEqual([{ title: ELIGIBLE_AGAIN_EMAIL.subject, body: ELIGIBLE_AGAIN_EMAIL.pushBody(null), url: '/events' }]);
    });

    it('removes a device the push service answers 410 for (and 404), with what waited for it', async () => {
      const gone = receiver.device();
      gone.answer = 410;
      const missing = receiver.device();
      missing.answer = 404;
      const { id: goneId } = (await subscribe(asha, gone.subscription).expect(201)).body;
      const { id: missingId } = (await subscribe(asha, missing.subscription).expect(201)).body;
      await queue(asha.id, 'asks');
      await deliverUntil(async () => !(await rows()).some(({ id }) => id === goneId || id === missingId), 'both devices removed');
      expect((await devices(asha)).body.map(({ id }: { id: number }) => id)).not.toEqual(expect.arrayContaining([goneId]));
      expect(receiver.pushes.filter(({ status }) => status === 410 || status === 404)).toHaveLength(2);
      expect(await queued()).toEqual([]);
    });

    it('tries again with backoff when the push service fails otherwise, and delivers once it is back', async () => {
      const flaky = receiver.device();
      flaky.answer = 503;
      await subscribe(asha, flaky.subscription).expect(201);
      for (const other of await rows()) if (other.endpoint !== flaky.subscription.endpoint) await server.dataSource.getRepository(PushSubscription).delete({ id: other.id });
      await queue(asha.id, 'asks');
      const [waiting] = await deliverUntil(async () => {
        const messages = await queued();
        return messages.length === 1 && messages[0].attempts === 1 && messages[0].status === 'queued' && messages;
      }, 'a failed first attempt');
      expect(waiting.lastError).toBe('the push service answered 503');
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      flaky.answer = 201;
      await deliverUntil(() => flaky.received.length === 1, 'the second attempt', 2);
      expect(await queued()).toEqual([]);
    });

    it('pushes nothing without the consent the email of its purpose needs, nor once it is withdrawn', async () => {
      const device = receiver.device();
      await subscribe(ravi, device.subscription).expect(201);
      const push = server.app.get(PushService);
      // Ravi is not available to be asked (no matching consent), and has given no reminder or journey consent.
      for (const purpose of ['asks', 'reminders', 'journey'] as const) expect(await queue(ravi.id, purpose)).toBe(0);
      expect(await queued()).toEqual([]);
      // With the consent of reminders, a reminder goes; journey news still does not.
      await server.app.get(Database).transaction(() => server.app.get(ConsentRepository).give({ userId: ravi.id }, 'eligibility-reminders'));
      expect(await queue(ravi.id, 'reminders')).toBe(1);
      expect(await queue(ravi.id, 'journey')).toBe(0);
      push.wake();
      await deliverUntil(() => device.received.length === 1, 'the reminder');
      expect(device.received).toEqual([{ title: 'A test', body: 'reminders', url: '/user-dashboard' }]);
      // Withdrawn after it was queued (here in the same transaction, so no run comes between): it goes unsent.
      await server.app.get(Database).transaction(async () => {
        expect(await push.notify(ravi.id, 'reminders', { title: 'Withdrawn', body: 'reminders', url: '/user-dashboard' })).toBe(1);
        await server.app.get(ConsentRepository).withdraw({ userId: ravi.id }, 'eligibility-reminders');
      });
      await deliverUntil(async () => (await queued()).length === 0, 'the withdrawn reminder dropped');
      expect(device.received).toHaveLength(1);
      // An account with no device: nothing queued, whatever its consents.
      expect(await queue(admin.id, 'asks')).toBe(0);
    });
  });

  /** Queues a push of `purpose` to the account through PushService.notify, as the features do; answers how many. */
  async function queue(userId: number, purpose: 'asks' | 'reminders' | 'journey'): Promise<number> {
    const push = server.app.get(PushService);
    return server.app.get(Database).transaction(() => push.notify(userId, purpose, { title: 'A test', body: purpose, url: '/user-dashboard' }));
  }
});
