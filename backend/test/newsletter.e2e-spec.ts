import { NEWSLETTER_MESSAGES as M } from '@blood-donation/domain';
import request from 'supertest';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { TestSmtp, waitFor, workerOf } from './support/mail';
import { startTestServer, TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const SUBSCRIBED = 'Subscribed to the newsletter.';
const UNSUBSCRIBED = { message: 'You have been unsubscribed from the newsletter.' };

/** The token of the unsubscribe link (the SMTP copy is quoted-printable). */
const tokenIn = (text: string) => /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];

describe('newsletter with a real SMTP server', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let received: TestSmtp['received'];

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    received = smtp.received;
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://blood.example.org', MAIL_FROM: 'Blood Drive <news@blood.example.org>' });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const subscribe = (email: unknown) => request(server.url).post('/api/newsletter/subscribe').send({ email });
  const unsubscribe = (token: unknown) => request(server.url).post('/api/newsletter/unsubscribe').send({ token });

  it('subscribes once, sends one welcome email with the unsubscribe link, and stores only a hash of its token', async () => {
    expect((await subscribe('  Reader@Example.com ').expect(200)).body).toEqual({ message: SUBSCRIBED, email: 'reader@example.com' });
    expect((await subscribe('reader@example.com').expect(200)).body).toEqual({ message: SUBSCRIBED, email: 'reader@example.com' });
    expect(await server.dataSource.getRepository(NewsletterSubscriber).countBy({ email: 'reader@example.com' })).toBe(1);
    await waitFor(() => received.length === 1, 'the welcome email');
    await workerOf(server).runNow();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('news@blood.example.org');
    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.data).toMatch(/^Subject: Welcome to the Blood Donation newsletter/m);
    expect(mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('https://blood.example.org/unsubscribe?token=');
    const token = tokenIn(mail.data)!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const row = await server.dataSource.getRepository(NewsletterSubscriber).findOneByOrFail({ email: 'reader@example.com' });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(await server.dataSource.getRepository(OutboxEmail).find()).toEqual([expect.objectContaining({ kind: 'newsletter-welcome', status: 'sent', attempts: 1 })]);

    expect((await unsubscribe(token).expect(200)).body).toEqual(UNSUBSCRIBED);
    expect((await unsubscribe(token).expect(200)).body).toEqual(UNSUBSCRIBED);
    expect((await server.dataSource.getRepository(NewsletterSubscriber).findOneByOrFail({ id: row.id })).unsubscribedAt).toBeInstanceOf(Date);

    // subscribing again after unsubscribing welcomes back with a new link
    await subscribe('reader@example.com').expect(200);
    await waitFor(() => received.length === 2, 'the second welcome email');
    expect(tokenIn(received[1].data)).not.toBe(token);
  });

  it('answers 404 for an unknown token and 400 for a missing one', async () => {
    expect((await unsubscribe('no-such-token').expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'This unsubscribe link is not valid.' });
    expectValidationFailure((await unsubscribe('').expect(400)).body, { token: ['token is required'] });
  });

  it.each([
    [undefined, M.emailRequired],
    ['  ', M.emailRequired],
    ['not-an-email', M.emailInvalid],
    [`${'x'.repeat(250)}@example.com`, M.emailInvalid],
  ])('refuses email %p with the form message', async (email, message) => {
    expectValidationFailure((await subscribe(email).expect(400)).body, { email: [message] });
  });
});

describe('newsletter without a mail server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ PORT: '4321' });
  });
  afterAll(() => server.close());

  it('keeps the welcome email queued in outbox_emails, with a link to PUBLIC_URL (default http://localhost:<PORT>)', async () => {
    await request(server.url).post('/api/newsletter/subscribe').send({ email: 'offline@example.com' }).expect(200);
    await workerOf(server).runNow();
    const [email, ...others] = await server.dataSource.getRepository(OutboxEmail).find();
    expect(others).toEqual([]);
    expect(email).toMatchObject({ to: 'offline@example.com', subject: 'Welcome to the Blood Donation newsletter', status: 'queued', attempts: 0, lastError: null });
    expect(email.text).toContain('http://localhost:4321/unsubscribe?token=');
    await request(server.url).post('/api/newsletter/unsubscribe').send({ token: tokenIn(email.text) }).expect(200, UNSUBSCRIBED);
  });

  it('keeps the email, queued for another attempt, when sending fails', async () => {
    const failing = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await request(failing.url).post('/api/newsletter/subscribe').send({ email: 'lost@example.com' }).expect(200);
      const email = await waitFor(async () => {
        const [row] = await failing.dataSource.getRepository(OutboxEmail).find();
        return row?.attempts === 1 && row.status === 'queued' && row;
      }, 'the first failed attempt');
      expect(email).toMatchObject({ to: 'lost@example.com', lastError: expect.stringMatching(/^E[A-Z]+ ECONNREFUSED at CONN$/), sentAt: null });
      expect(email.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    } finally {
      await failing.close();
    }
  });
});
