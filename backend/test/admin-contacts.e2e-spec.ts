import request from 'supertest';
import { Contact } from '../src/contacts/contact.entity';
import { CONTACT_API_MESSAGES as M } from '../src/contacts/contacts.messages';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { Account, loginAs } from './support/accounts';
import { ISO_DATE_TIME } from './support/donor-flows';
import { TestSmtp, waitFor, workerOf } from './support/mail';
import { startTestServer, TestServer } from './support/test-server';

const two = (n: number) => String(n).padStart(2, '0');

describe('admin contacts: the paged list and email replies through a real SMTP server', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: Account;
  /** What the server sent but the admin's own account notice (a passkey set up at its first login). */
  const received = () => smtp.received.filter((mail) => !mail.to.includes(admin.email));
  const list = (query: Record<string, string> = {}) => request(server.url).get('/api/admin/contacts').query(query).auth(admin.accessToken, { type: 'bearer' });
  const reply = (id: number, body: object) => request(server.url).post(`/api/admin/contacts/${id}/reply`).auth(admin.accessToken, { type: 'bearer' }).send(body);
  const names = (body: { name: string }[]) => body.map((row) => row.name);
  let ids: number[];

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Blood Drive <team@blood.example.org>' });
    admin = await loginAs(server, 'admin');
    const contacts = server.dataSource.getRepository(Contact);
    ids = [];
    for (let n = 1; n <= 14; n += 1) {
      const { identifiers } = await contacts.insert({
        name: `Sender ${two(n)}`,
        email: `sender${two(n)}@example.com`,
        subject: n % 2 ? 'Hosting a drive' : 'Volunteering',
        message: `Hello, this is message ${n}.\nSecond line.`,
        createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
        reply: n <= 3 ? 'Answered earlier' : null,
        repliedAt: n <= 3 ? new Date(Date.UTC(2025, 1, 1)) : null,
      });
      ids.push(identifiers[0].id as number);
    }
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('answers the ten newest with Content-Range, each with reply and repliedAt', async () => {
    const response = await list().expect(200);
    expect(response.headers['content-range']).toBe('contacts 0-9/14');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(names(response.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Sender ${two(14 - i)}`));
    expect(response.body[0]).toEqual({
      id: ids[13],
      name: 'Sender 14',
      email: 'sender14@example.com',
      subject: 'Volunteering',
      message: 'Hello, this is message 14.\nSecond line.',
      createdAt: new Date(Date.UTC(2025, 0, 1) + 14 * 60_000).toISOString(),
      reply: null,
      repliedAt: null,
      replyStatus: null,
    });
    const last = await list({ range: '[10,19]' }).expect(200);
    expect(last.headers['content-range']).toBe('contacts 10-13/14');
    expect(last.body[3]).toMatchObject({ name: 'Sender 01', reply: 'Answered earlier', repliedAt: '2025-02-01T00:00:00.000Z' });
    expect(names((await list({ sort: '["name","ASC"]', range: '[0,1]' }).expect(200)).body)).toEqual(['Sender 01', 'Sender 02']);
  });

  it('filters by q in name, email or subject, and by answered', async () => {
    expect(names((await list({ filter: '{"q":"SENDER 05"}' }).expect(200)).body)).toEqual(['Sender 05']);
    expect(names((await list({ filter: '{"q":"sender06@"}' }).expect(200)).body)).toEqual(['Sender 06']);
    expect((await list({ filter: '{"q":"volunteer"}' }).expect(200)).headers['content-range']).toBe('contacts 0-6/7');
    expect(names((await list({ filter: '{"answered":true}', sort: '["id","ASC"]' }).expect(200)).body)).toEqual(['Sender 01', 'Sender 02', 'Sender 03']);
    expect((await list({ filter: '{"answered":false}' }).expect(200)).headers['content-range']).toBe('contacts 0-9/11');
    expect((await list({ filter: '{"answered":"false","q":"drive"}' }).expect(200)).headers['content-range']).toBe('contacts 0-4/5');
  });

  it.each([
    ['filter', '{"answered":"maybe"}'],
    ['filter', '{"message":"x"}'],
    ['sort', '["message","ASC"]'],
    ['range', 'null,1'],
  ])('rejects %s=%s with a 400 naming it', async (parameter, value) => {
    expect(Object.keys((await list({ [parameter]: value }).expect(400)).body.errors)).toEqual([parameter]);
  });

  it('emails the reply to the sender (Re: subject, the reply, the original quoted) and records it', async () => {
    const before = Date.now();
    const response = await reply(ids[4], { message: '  Thank you! We will call you this week.  ' }).expect(200);
    expect(response.body).toMatchObject({
      id: ids[4],
      name: 'Sender 05',
      reply: 'Thank you! We will call you this week.',
      repliedAt: expect.stringMatching(ISO_DATE_TIME),
      replyStatus: 'queued',
    });
    expect(Date.parse(response.body.repliedAt)).toBeGreaterThanOrEqual(before - 1000);
    await waitFor(() => received().length === 1, 'the reply to arrive');
    const [mail] = received();
    expect(mail.to).toEqual(['sender05@example.com']);
    const { text } = mail;
    expect(text).toMatch(/^Subject: Re: Hosting a drive$/m);
    expect(text).toMatch(/^From: Blood Drive <team@blood\.example\.org>$/m);
    expect(text).toContain('Thank you! We will call you this week.');
    expect(text).toContain('> Hello, this is message 5.\n> Second line.');
    expect(text.indexOf('Thank you!')).toBeLessThan(text.indexOf('> Hello'));
    const sent = await waitFor(async () => {
      const row = (await request(server.url).get(`/api/admin/contacts/${ids[4]}`).auth(admin.accessToken, { type: 'bearer' }).expect(200)).body;
      return row.replyStatus === 'sent' && row;
    }, 'the contact to show its reply sent');
    expect(sent).toEqual({ ...response.body, replyStatus: 'sent' });
    expect(await server.dataSource.getRepository(OutboxEmail).findBy({ kind: 'contact-reply', aboutId: ids[4] })).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) }),
    ]);
    await workerOf(server).runNow();
    expect(received()).toHaveLength(1);
    const listed = (await list({ filter: '{"answered":true}', range: '[0,99]' }).expect(200)).body as { id: number; reply: string }[];
    expect(listed.find((row) => row.id === ids[4])).toEqual(sent);
  });

  it('rejects a missing, blank, non-text or too long message with a 400 naming message, and sends nothing', async () => {
    const count = received().length;
    for (const body of [{}, { message: '   ' }, { message: 5 }, { message: 'x'.repeat(2001) }]) {
      const response = await reply(ids[5], body).expect(400);
      expect(Object.keys(response.body.errors)).toEqual(['message']);
    }
    expect((await reply(ids[5], {}).expect(400)).body.errors.message).toContain(M.replyRequired);
    expect((await reply(ids[5], { message: 'x'.repeat(2001) }).expect(400)).body.errors.message).toEqual([M.replyTooLong]);
    await reply(ids[5], { message: 'x'.repeat(2000) }).expect(200);
    await waitFor(() => received().length === count + 1, 'the one valid reply to arrive');
    await workerOf(server).runNow();
    expect(received().length).toBe(count + 1);
  });

  it('answers 404 for an unknown contact and 400 for a bad id, queueing nothing', async () => {
    const count = await server.dataSource.getRepository(OutboxEmail).count();
    expect((await reply(999999, { message: 'Hi' }).expect(404)).body.message).toBe(M.notFound);
    await reply(0, { message: 'Hi' }).expect(400);
    expect(await server.dataSource.getRepository(OutboxEmail).count()).toBe(count);
  });
});

describe('admin contacts: a reply without a mail server waits in the outbox, queued', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps the email queued in outbox_emails and records the reply as queued (answered)', async () => {
    const admin = await loginAs(server, 'admin');
    const { identifiers } = await server.dataSource
      .getRepository(Contact)
      .insert({ name: 'Meera', email: 'meera@example.com', subject: 'Hi', message: 'Hello', createdAt: new Date() });
    const response = await request(server.url).post(`/api/admin/contacts/${identifiers[0].id}/reply`).auth(admin.accessToken, { type: 'bearer' }).send({ message: 'Hello Meera' }).expect(200);
    expect(response.body).toMatchObject({ reply: 'Hello Meera', repliedAt: expect.stringMatching(ISO_DATE_TIME), replyStatus: 'queued' });
    await workerOf(server).runNow();
    const [email] = await server.dataSource.getRepository(OutboxEmail).findBy({ kind: 'contact-reply' });
    expect(email).toMatchObject({ to: 'meera@example.com', subject: 'Re: Hi', status: 'queued', attempts: 0, kind: 'contact-reply', aboutId: identifiers[0].id });
    expect(email.text).toContain('Hello Meera');
    expect(email.text).toContain('> Hello');
  });
});
