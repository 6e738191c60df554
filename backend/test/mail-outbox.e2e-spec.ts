import request from 'supertest';
import { DataSource } from 'typeorm';
import { Contact } from '../src/contacts/contact.entity';
import { CONTACT_API_MESSAGES as M } from '../src/contacts/contacts.messages';
import { dataSourceOptions } from '../src/database/data-source-options';
import { Database } from '../src/database/database.service';
import { MailService } from '../src/mail/mail.service';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { DEFAULT_OUTBOX_OPTIONS } from '../src/mail/outbox-worker';
import { Account, loginAs } from './support/accounts';
import { ISO_DATE_TIME } from './support/donor-flows';
import { outboxEmail, TestSmtp, waitFor, waitForStatus, workerOf } from './support/mail';
import { createTestStorage, startTestServer, TestServer } from './support/test-server';

describe('the outbox worker with a real SMTP server', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: Account;
  const mail = () => server.app.get(MailService);
  const to = (address: string) => smtp.received.filter((email) => email.to.includes(address));
  const attemptsTo = (address: string) => smtp.attempts.filter((attempt) => attempt.to.includes(address));
  const asAdmin = (pending: request.Test) => pending.auth(admin.accessToken, { type: 'bearer' });
  const contactRow = async (id: number) => (await asAdmin(request(server.url).get(`/api/admin/contacts/${id}`)).expect(200)).body;
  const answeredIds = async (answered: boolean) =>
    ((await asAdmin(request(server.url).get('/api/admin/contacts').query({ filter: JSON.stringify({ answered }), range: '[0,99]' })).expect(200)).body as { id: number }[]).map(({ id }) => id);
  const unread = async () => (await asAdmin(request(server.url).get('/api/admin/dashboard')).expect(200)).body.unreadContacts as number;

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url });
    admin = await loginAs(server, 'admin');
    // The admin's notice (a passkey set up at that first login) is delivered before any test counts attempts.
    await waitFor(() => to(admin.email).length === 1, 'the admin account notice');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.answer = 'accept';
    workerOf(server).configure({ ...DEFAULT_OUTBOX_OPTIONS, backoffBaseMs: 150 });
  });

  it('retries a refused message with exponential backoff until the server accepts it, and delivers it once', async () => {
    smtp.refuseNext(3, 'Mailbox busy, try again later');
    const id = await mail().send({ to: 'retry@example.com', subject: 'Retry me', text: 'Third time lucky' });
    const email = await waitForStatus(server, id, 'sent');
    expect(email).toMatchObject({ attempts: 4, lastError: null, claimedUntil: null, sentAt: expect.any(Date) });
    const times = attemptsTo('retry@example.com').map(({ at }) => at);
    expect(times).toHaveLength(4);
    const waits = times.slice(1).map((time, index) => time - times[index]);
    // 150, 300, 600 ms (a little less is the timers' rounding)
    expect(waits[0]).toBeGreaterThanOrEqual(140);
    expect(waits[1]).toBeGreaterThanOrEqual(290);
    expect(waits[2]).toBeGreaterThanOrEqual(590);
    await workerOf(server).runNow();
    expect(to('retry@example.com')).toHaveLength(1);
    expect(to('retry@example.com')[0].text).toContain('Third time lucky');
  });

  it('records why an attempt failed without any personal data, and when the next one is due', async () => {
    smtp.answer = { code: 451, text: 'Greylisted: <grey@example.com> "Grey subject"' };
    workerOf(server).configure({ backoffBaseMs: 60_000 });
    const before = Date.now();
    const id = await mail().send({ to: 'grey@example.com', subject: 'Grey subject', text: 'Grey body' });
    const email = await waitFor(async () => {
      const row = await outboxEmail(server, id);
      return row.attempts === 1 && row.status === 'queued' && row;
    }, 'the first failed attempt');
    expect(email.lastError).toMatch(/^E[A-Z]+ 451 at DATA$/);
    expect(email.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(email.claimedUntil).toBeNull();
  });

  it("marks a message that is always refused failed after the last attempt: the contact's reply shows failed and is not answered; retry queues it again", async () => {
    smtp.answer = { code: 550, text: 'Mailbox unavailable' };
    workerOf(server).configure({ backoffBaseMs: 20, maxAttempts: 3 });
    const { id } = await server.dataSource.getRepository(Contact).save({ name: 'Ravi', email: 'ravi@example.com', subject: 'Drive dates', message: 'When is the next drive?', createdAt: new Date() });
    const unreadBefore = await unread();

    const replied = (await asAdmin(request(server.url).post(`/api/admin/contacts/${id}/reply`)).send({ message: 'On the 12th.' }).expect(200)).body;
    expect(replied).toMatchObject({ reply: 'On the 12th.', replyStatus: 'queued', repliedAt: expect.stringMatching(ISO_DATE_TIME) });
    const failed = await waitFor(async () => {
      const row = await contactRow(id);
      return row.replyStatus === 'failed' && row;
    }, 'the reply to fail');
    expect(failed).toMatchObject({ reply: 'On the 12th.', replyStatus: 'failed', repliedAt: null });
    const [email] = await server.dataSource.getRepository(OutboxEmail).findBy({ kind: 'contact-reply', aboutId: id });
    expect(email).toMatchObject({ status: 'failed', attempts: 3, sentAt: null, claimedUntil: null, lastError: expect.stringMatching(/^E[A-Z]+ 550 at DATA$/) });
    expect(await answeredIds(false)).toContain(id);
    expect(await answeredIds(true)).not.toContain(id);
    expect(await unread()).toBe(unreadBefore);
    await workerOf(server).runNow();
    expect(attemptsTo('ravi@example.com')).toHaveLength(3);

    smtp.answer = 'accept';
    const retried = (await asAdmin(request(server.url).post(`/api/admin/contacts/${id}/reply/retry`)).expect(200)).body;
    expect(retried).toMatchObject({ id, reply: 'On the 12th.', replyStatus: 'queued', repliedAt: expect.stringMatching(ISO_DATE_TIME) });
    expect(await answeredIds(true)).toContain(id);
    expect(await unread()).toBe(unreadBefore - 1);
    const sent = await waitFor(async () => {
      const row = await contactRow(id);
      return row.replyStatus === 'sent' && row;
    }, 'the retried reply to be sent');
    expect(sent.repliedAt).toBe(retried.repliedAt);
    expect(to('ravi@example.com')).toHaveLength(1);
    expect(to('ravi@example.com')[0].text).toContain('On the 12th.');
    expect(await outboxEmail(server, email.id)).toMatchObject({ status: 'sent', attempts: 1 });

    const again = await asAdmin(request(server.url).post(`/api/admin/contacts/${id}/reply/retry`)).expect(409);
    expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', message: M.notRetryable });
    expect((await asAdmin(request(server.url).post('/api/admin/contacts/999999/reply/retry')).expect(404)).body.message).toBe(M.notFound);
    await asAdmin(request(server.url).post('/api/admin/contacts/0/reply/retry')).expect(400);
  });

  it("follows only the latest reply: an earlier reply's failure leaves the contact answered", async () => {
    workerOf(server).configure({ backoffBaseMs: 20, maxAttempts: 2 });
    smtp.answer = (_recipients, text) => (text.includes('First answer') ? { code: 550, text: 'No such mailbox' } : 'accept');
    const { id } = await server.dataSource.getRepository(Contact).save({ name: 'Twice', email: 'twice@example.com', subject: 'Hi', message: 'Hello', createdAt: new Date() });
    const held = smtp.hold();
    await asAdmin(request(server.url).post(`/api/admin/contacts/${id}/reply`)).send({ message: 'First answer' }).expect(200);
    await waitFor(() => held.arrived() === 1, 'the first reply to reach the server');
    await asAdmin(request(server.url).post(`/api/admin/contacts/${id}/reply`)).send({ message: 'Second answer' }).expect(200);
    held.release();
    const emails = await waitFor(async () => {
      const rows = await server.dataSource.getRepository(OutboxEmail).find({ where: { kind: 'contact-reply', aboutId: id }, order: { id: 'ASC' } });
      return rows.length === 2 && rows.every(({ status }) => status === 'sent' || status === 'failed') && rows;
    }, 'both replies to be settled');
    expect(emails.map(({ status }) => status)).toEqual(['failed', 'sent']);
    expect(await contactRow(id)).toMatchObject({ reply: 'Second answer', replyStatus: 'sent', repliedAt: expect.stringMatching(ISO_DATE_TIME) });
  });

  it('claims a message again once its lease has run out, and fails one whose last allowed attempt was cut off', async () => {
    const outbox = server.dataSource.getRepository(OutboxEmail);
    const now = Date.now();
    const row = (address: string, attempts: number, claimedUntil: number) => ({
      to: address,
      subject: 'Leased',
      text: 'Leased body',
      kind: 'other' as const,
      aboutId: null,
      status: 'sending' as const,
      attempts,
      nextAttemptAt: new Date(now - 600_000),
      claimedUntil: new Date(claimedUntil),
      lastError: null,
      sentAt: null,
      createdAt: new Date(now - 600_000),
    });
    const { identifiers } = await outbox.insert([
      row('stale@example.com', 1, now - 1000),
      row('spent@example.com', DEFAULT_OUTBOX_OPTIONS.maxAttempts, now - 1000),
      row('leased@example.com', 1, now + 600_000),
    ]);
    const [stale, spent, leased] = identifiers.map(({ id }) => id as number);
    await workerOf(server).runNow();
    await waitForStatus(server, stale, 'sent');
    expect(await outboxEmail(server, stale)).toMatchObject({ attempts: 2, claimedUntil: null });
    expect(await outboxEmail(server, spent)).toMatchObject({ status: 'failed', attempts: DEFAULT_OUTBOX_OPTIONS.maxAttempts, lastError: expect.stringMatching(/^ELEASE/) });
    expect(await outboxEmail(server, leased)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(to('stale@example.com')).toHaveLength(1);
    expect(to('spent@example.com')).toHaveLength(0);
    expect(to('leased@example.com')).toHaveLength(0);
  });
});

describe('the outbox worker at shutdown', () => {
  it('waits for the send in flight, records it, and puts back what it had claimed but not tried', async () => {
    const storage = await createTestStorage();
    const smtp = await TestSmtp.start();
    try {
      const server = await startTestServer({ SMTP_URL: smtp.url }, storage);
      const held = smtp.hold();
      const mail = server.app.get(MailService);
      const [first, second] = await server.app.get(Database).transaction(async () => [
        await mail.queue({ to: 'first@example.com', subject: 'First', text: 'One' }),
        await mail.queue({ to: 'second@example.com', subject: 'Second', text: 'Two' }),
      ]);
      mail.wake();
      await waitFor(() => held.arrived() === 1, 'the first message to reach the server');
      let closed = false;
      const closing = server.app.close().then(() => (closed = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(closed).toBe(false);
      held.release();
      await closing;
      expect(smtp.received.map((email) => email.to)).toEqual([['first@example.com']]);

      const dataSource = await new DataSource(await dataSourceOptions(storage.database)).initialize();
      try {
        const outbox = dataSource.getRepository(OutboxEmail);
        expect(await outbox.findOneByOrFail({ id: first })).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(Date) });
        expect(await outbox.findOneByOrFail({ id: second })).toMatchObject({ status: 'queued', attempts: 0, claimedUntil: null });
      } finally {
        await dataSource.destroy();
      }
    } finally {
      await smtp.close();
      await storage.dispose();
    }
  });
});
