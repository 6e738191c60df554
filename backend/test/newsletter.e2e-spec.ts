import { NEWSLETTER_MESSAGES as M } from '@blood-donation/domain';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { startTestServer, TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const SUBSCRIBED = 'Subscribed to the newsletter.';
const UNSUBSCRIBED = { message: 'You have been unsubscribed from the newsletter.' };

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** The token of the unsubscribe link (the SMTP copy is quoted-printable). */
const tokenIn = (text: string) => /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];

describe('newsletter with a real SMTP server', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://blood.example.org', MAIL_FROM: 'Blood Drive <news@blood.example.org>' });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const subscribe = (email: unknown) => request(server.url).post('/api/newsletter/subscribe').send({ email });
  const unsubscribe = (token: unknown) => request(server.url).post('/api/newsletter/unsubscribe').send({ token });

  it('subscribes once, sends one welcome email with the unsubscribe link, and stores only a hash of its token', async () => {
    expect((await subscribe('  Reader@Example.com ').expect(200)).body).toEqual({ message: SUBSCRIBED, email: 'reader@example.com' });
    expect((await subscribe('reader@example.com').expect(200)).body).toEqual({ message: SUBSCRIBED, email: 'reader@example.com' });
    expect(await server.dataSource.getRepository(NewsletterSubscriber).countBy({ email: 'reader@example.com' })).toBe(1);
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
    expect(await server.dataSource.getRepository(OutboxEmail).count()).toBe(0);

    expect((await unsubscribe(token).expect(200)).body).toEqual(UNSUBSCRIBED);
    expect((await unsubscribe(token).expect(200)).body).toEqual(UNSUBSCRIBED);
    expect((await server.dataSource.getRepository(NewsletterSubscriber).findOneByOrFail({ id: row.id })).unsubscribedAt).toBeInstanceOf(Date);

    // subscribing again after unsubscribing welcomes back with a new link
    await subscribe('reader@example.com').expect(200);
    expect(received).toHaveLength(2);
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

  it('keeps the welcome email in outbox_emails, with a link to PUBLIC_URL (default http://localhost:<PORT>)', async () => {
    await request(server.url).post('/api/newsletter/subscribe').send({ email: 'offline@example.com' }).expect(200);
    const [email, ...others] = await server.dataSource.getRepository(OutboxEmail).find();
    expect(others).toEqual([]);
    expect(email).toMatchObject({ to: 'offline@example.com', subject: 'Welcome to the Blood Donation newsletter', reason: 'SMTP_URL is not set' });
    expect(email.text).toContain('http://localhost:4321/unsubscribe?token=');
    await request(server.url).post('/api/newsletter/unsubscribe').send({ token: tokenIn(email.text) }).expect(200, UNSUBSCRIBED);
  });

  it('keeps the email when sending fails', async () => {
    const failing = await startTestServer({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await request(failing.url).post('/api/newsletter/subscribe').send({ email: 'lost@example.com' }).expect(200);
      const [email] = await failing.dataSource.getRepository(OutboxEmail).find();
      expect(email).toMatchObject({ to: 'lost@example.com', reason: expect.stringMatching(/^sending failed: /) });
    } finally {
      await failing.close();
    }
  });
});
