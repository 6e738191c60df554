import { CONTACT_MESSAGES as M, contactFieldsSchema } from '@blood-donation/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Contact } from '../src/contacts/contact.entity';
import { loginAs } from './support/accounts';
import { altchaToken, expiredAltchaToken, solve } from './support/captcha';
import { api } from './support/donor-flows';
import { startTestServer, TestServer } from './support/test-server';
import { expectFormMessage, expectValidationFailure } from './support/validation';

const THANKS = { message: "Thank you for your message! We'll get back to you soon." };

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Shah',
  email: 'meera@example.com',
  subject: 'Hosting a drive',
  message: 'Our college would like to host a blood drive in March.',
  ...overrides,
});

describe('contact us with ALTCHA', () => {
  let server: TestServer;
  let admin: ReturnType<typeof api>;

  const send = (body: object) => request(server.url).post('/api/contact-us').send(body);
  const stored = () => server.dataSource.getRepository(Contact).count();
  const captchaFailure = (body: object) => expectValidationFailure(body as never, { captchaToken: [M.captchaFailed] });

  beforeAll(async () => {
    server = await startTestServer();
    admin = api(server, (await loginAs(server, 'admin')).accessToken);
  });
  afterAll(() => server.close());

  it('tells the form to use ALTCHA, with no site key', async () => {
    expect((await request(server.url).get('/api/captcha/config').expect(200)).body).toEqual({ provider: 'altcha', siteKey: null });
  });

  it('serves signed challenges that expire in 10 minutes', async () => {
    const response = await request(server.url).get('/api/captcha/challenge').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = response.body;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({ algorithm: 'SHA-256', keyPrefix: '000' });
    expect(parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9.9 * 60 * 1000);
    expect(parameters.expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('stores a message with a solved challenge and answers the thank-you', async () => {
    const before = await stored();
    const response = await send({ ...contactBody(), captchaToken: await altchaToken(server) }).expect(200);
    expect(response.body).toEqual(THANKS);
    expect(await stored()).toBe(before + 1);
  });

  it('accepts a solution only once (replay)', async () => {
    const captchaToken = await altchaToken(server);
    await send({ ...contactBody(), captchaToken }).expect(200);
    const before = await stored();
    captchaFailure((await send({ ...contactBody({ subject: 'Again' }), captchaToken }).expect(400)).body);
    expect(await stored()).toBe(before);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
  ])('asks for the captcha when it is %s, storing nothing', async (_case, captchaToken) => {
    const before = await stored();
    const response = await send({ ...contactBody(), captchaToken }).expect(400);
    expectValidationFailure(response.body, { captchaToken: [M.captchaRequired] });
    expect(await stored()).toBe(before);
  });

  it('refuses a wrong solution, garbage, a challenge of another key and an expired one, storing nothing', async () => {
    const before = await stored();
    const valid = JSON.parse(Buffer.from(await altchaToken(server), 'base64').toString());
    const wrongCounter = { ...valid, solution: { ...valid.solution, counter: valid.solution.counter + 1 } };
    const tamperedPrefix = { ...valid, challenge: { ...valid.challenge, parameters: { ...valid.challenge.parameters, keyPrefix: '0' } } };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
    const otherKey = JSON.parse(Buffer.from(await solve({ ...valid.challenge, signature: 'f'.repeat(64) }), 'base64').toString());
    for (const captchaToken of [encode(wrongCounter), encode(tamperedPrefix), encode(otherKey), 'not base64 json', encode({}), encode([1]), await expiredAltchaToken(server)]) {
      captchaFailure((await send({ ...contactBody(), captchaToken }).expect(400)).body);
    }
    expect(await stored()).toBe(before);
    // the untouched solution still works: failures did not use it up
    await send({ ...contactBody(), captchaToken: encode(valid) }).expect(200);
  });

  it('checks the fields with the form rules before the captcha, which stays unused', async () => {
    const captchaToken = await altchaToken(server);
    const response = await send({ captchaToken }).expect(400);
    expectValidationFailure(response.body, { name: [M.nameRequired], email: [M.emailRequired], subject: [M.subjectRequired], message: [M.messageRequired] });
    await send({ ...contactBody(), captchaToken }).expect(200);
  });

  it.each([
    ['name', 'x'.repeat(101), M.tooLong],
    ['email', 'not-an-email', M.emailInvalid],
    ['subject', '  ', M.subjectRequired],
    ['subject', 'x'.repeat(101), M.tooLong],
    ['message', 'x'.repeat(2001), M.messageTooLong],
  ])('%s %p gets the form message', async (field, value, message) => {
    await expectFormMessage(contactFieldsSchema, (body) => send({ ...body, captchaToken: 'x' }), contactBody({ [field]: value }), field, message);
  });

  it('lists messages newest first to admins, trimmed, and deletes them with a text/plain answer', async () => {
    await send({ ...contactBody({ name: '  Latest  ', subject: '<b>Hi</b>' }), captchaToken: await altchaToken(server) }).expect(200);
    const list = (await admin.get('/api/admin/contact-us/all').expect(200)).body;
    expect(list[0]).toEqual({ id: expect.any(Number), name: 'Latest', email: 'meera@example.com', subject: '<b>Hi</b>', message: contactBody().message, createdAt: expect.stringMatching(/Z$/) });
    const times = list.map((row: { createdAt: string }) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const deleted = await admin.delete(`/api/admin/contact-us/delete/${list[0].id}`).expect(200);
    expect(deleted.headers['content-type']).toMatch(/^text\/plain/);
    expect(deleted.text).toBe('Contact deleted successfully.');
    expect((await admin.get('/api/admin/contact-us/all').expect(200)).body).toHaveLength(list.length - 1);

    const missing = await admin.delete(`/api/admin/contact-us/delete/${list[0].id}`).expect(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Contact not found.' });
    await admin.delete('/api/admin/contact-us/delete/abc').expect(400);
  });

  it('allows the ALTCHA workers (blob:) in the Content-Security-Policy, and no captcha hosts', async () => {
    const policy = (await request(server.url).get('/api/captcha/config')).headers['content-security-policy'];
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).not.toMatch(/google|hcaptcha|cloudflare/);
  });
});

describe('contact us with a hosted captcha (fake siteverify)', () => {
  let server: TestServer;
  let fake: Server;
  const received: URLSearchParams[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        res.setHeader('Content-Type', 'application/json');
        if (form.get('response') === 'broken') res.end('not json');
        else res.end(JSON.stringify({ success: form.get('secret') === 'the-secret' && form.get('response') === 'good-token', 'error-codes': [] }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    server = await startTestServer({
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
      CAPTCHA_SECRET: 'the-secret',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/siteverify`,
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  const send = (captchaToken: string) => request(server.url).post('/api/contact-us').send({ ...contactBody(), captchaToken });

  it('gives the form the provider and site key, and no ALTCHA challenges', async () => {
    expect((await request(server.url).get('/api/captcha/config').expect(200)).body).toEqual({ provider: 'turnstile', siteKey: '1x00000000000000000000AA' });
    expect((await request(server.url).get('/api/captcha/challenge').expect(404)).body.statusCode).toBe(404);
  });

  it('posts secret and response to siteverify and stores the message only on success: true', async () => {
    const contacts = server.dataSource.getRepository(Contact);
    expect((await send('good-token').expect(200)).body).toEqual(THANKS);
    expect(received.at(-1)?.get('secret')).toBe('the-secret');
    expect(received.at(-1)?.get('response')).toBe('good-token');
    for (const token of ['bad-token', 'broken']) {
      expectValidationFailure((await send(token).expect(400)).body, { captchaToken: [M.captchaFailed] });
    }
    expect(await contacts.count()).toBe(1);
  });

  it("adds the provider's hosts to the Content-Security-Policy", async () => {
    const policy = (await request(server.url).get('/api/captcha/config')).headers['content-security-policy'];
    expect(policy).toContain('script-src \'self\' https://challenges.cloudflare.com');
    expect(policy).toContain('frame-src https://challenges.cloudflare.com');
  });
});
