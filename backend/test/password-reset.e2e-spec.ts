import { PASSWORD_MAX_LENGTH, REGISTRATION_MESSAGES as R } from '@blood-donation/domain';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { PasswordResetToken } from '../src/password-reset/password-reset-token.entity';
import { PASSWORD_RESET_MESSAGES as M } from '../src/password-reset/password-reset.messages';
import { PasswordResetService } from '../src/password-reset/password-reset.service';
import { login, refreshCookieOf, register } from './support/accounts';
import { serverWithOperatorCommands } from './support/operator-command';
import { altchaToken } from './support/captcha';
import { TestSmtp, waitFor, workerOf } from './support/mail';
import { startTestServer, TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const PUBLIC_URL = 'https://blood.example.org';
const INVALID_LINK = { statusCode: 400, error: 'Bad Request', message: 'Reset link is invalid or has expired' };
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** The token of the reset link in an email's text. */
const tokenIn = (text: string) => new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe('password reset by email', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  const forgot = async (email: unknown) => request(server.url).post('/api/auth/forgot-password').send({ email, captchaToken: await altchaToken(server) });
  const reset = (body: object) => request(server.url).post('/api/auth/reset-password').send(body);
  const emailsTo = (address: string) => smtp.received.filter((email) => email.to.includes(address));
  /** Asks for a link for `email` and returns the token of the email that arrives. */
  const linkFor = async (email: string) => {
    const count = emailsTo(email).length;
    expect((await forgot(email)).status).toBe(202);
    const arrived = await waitFor(() => emailsTo(email).length === count + 1 && emailsTo(email)[count], `the reset email to ${email}`);
    return tokenIn(arrived.text)!;
  };

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('answers an account and an unknown email the same, and emails a link to the account only', async () => {
    const donor = await register(server);
    const known = await forgot(`  ${donor.email.toUpperCase()} `);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(202);
    expect({ status: unknown.status, body: unknown.body, type: unknown.headers['content-type'] }).toEqual({ status: known.status, body: known.body, type: known.headers['content-type'] });
    expect(known.body).toEqual({ message: M.linkSent });

    await server.app.get(PasswordResetService).settled();
    const [email] = await waitFor(() => emailsTo(donor.email).length === 1 && emailsTo(donor.email), 'the reset email');
    await workerOf(server).runNow();
    expect(emailsTo('nobody-here@example.com')).toEqual([]);
    expect(await server.dataSource.getRepository(OutboxEmail).findBy({ kind: 'password-reset' })).toEqual([expect.objectContaining({ to: donor.email, status: 'sent' })]);
    expect(email.data).toMatch(/^Subject: Reset your Blood Donation password/m);
    const token = tokenIn(email.text)!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(email.text).toContain('30 minutes');
    const [stored] = await server.dataSource.getRepository(PasswordResetToken).find();
    expect(stored.tokenHash).toBe(hashOf(token));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(30 * 60_000);
  });

  it('sets the new password once: the old password, the other links and every old session stop working', async () => {
    const donor = await register(server);
    const session = await login(server, donor.email, donor.password, true);
    const token = await linkFor(donor.email);
    const other = await linkFor(donor.email);

    expectValidationFailure((await reset({ token, password: 'new-secret1', confirmPassword: 'other-secret' }).expect(400)).body, { confirmPassword: [R.passwordsMatch] });
    expectValidationFailure((await reset({ token, password: 'short', confirmPassword: 'short' }).expect(400)).body, { password: [R.passwordMin] });
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expectValidationFailure((await reset({ token, password: long, confirmPassword: long }).expect(400)).body, { password: [R.passwordMax] });
    expectValidationFailure((await reset({ token, password: '', confirmPassword: '' }).expect(400)).body, { password: [R.passwordRequired], confirmPassword: [R.confirmPasswordRequired] });

    expect((await reset({ token, password: 'new-secret1', confirmPassword: 'new-secret1' }).expect(200)).body).toEqual({ message: M.passwordReset });

    expect((await request(server.url).post('/api/auth/login').send({ email: donor.email, password: donor.password })).status).toBe(401);
    await login(server, donor.email, 'new-secret1');
    const refreshed = await request(server.url).post('/api/auth/refresh').set('Cookie', session.cookie);
    expect(refreshed.status).toBe(401);
    expect(refreshCookieOf(refreshed)).toMatch(/^refreshToken=;/);
    await request(server.url).get('/api/user/me').auth(session.accessToken, { type: 'bearer' }).expect(401);

    expect((await reset({ token, password: 'newer-secret1', confirmPassword: 'newer-secret1' }).expect(400)).body).toEqual(INVALID_LINK);
    expect((await reset({ token: other, password: 'newer-secret1', confirmPassword: 'newer-secret1' }).expect(400)).body).toEqual(INVALID_LINK);
    await login(server, donor.email, 'new-secret1');
  });

  it('refuses an expired link', async () => {
    const donor = await register(server);
    const token = await linkFor(donor.email);
    await server.dataSource.getRepository(PasswordResetToken).update({ tokenHash: hashOf(token) }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await reset({ token, password: 'new-secret1', confirmPassword: 'new-secret1' }).expect(400)).body).toEqual(INVALID_LINK);
    await login(server, donor.email, donor.password);
  });

  it('refuses an unknown token, and names a missing one', async () => {
    expect((await reset({ token: 'no-such-token', password: 'new-secret1', confirmPassword: 'new-secret1' }).expect(400)).body).toEqual(INVALID_LINK);
    expectValidationFailure((await reset({ password: 'new-secret1', confirmPassword: 'new-secret1' }).expect(400)).body, { token: [M.tokenRequired] });
  });

  it('needs a valid email and the captcha', async () => {
    const send = (body: object) => request(server.url).post('/api/auth/forgot-password').send(body);
    expectValidationFailure((await send({ email: '', captchaToken: await altchaToken(server) }).expect(400)).body, { email: ['Email is required'] });
    expectValidationFailure((await send({ email: 'not-an-email', captchaToken: await altchaToken(server) }).expect(400)).body, { email: ['Invalid email address'] });
    expectValidationFailure((await send({ email: 'reader@example.com' }).expect(400)).body, { captchaToken: ['Please complete the captcha.'] });
    expectValidationFailure((await send({ email: 'reader@example.com', captchaToken: 'bm90IGEgc29sdXRpb24=' }).expect(400)).body, { captchaToken: ['Captcha verification failed. Please try again.'] });
    const captchaToken = await altchaToken(server);
    await send({ email: 'reader@example.com', captchaToken }).expect(202);
    expectValidationFailure((await send({ email: 'reader@example.com', captchaToken }).expect(400)).body, { captchaToken: ['Captcha verification failed. Please try again.'] });
  });
});

describe('npm run admin:reset-password', () => {
  let server: TestServer;
  let commands: Awaited<ReturnType<typeof serverWithOperatorCommands>>;
  const run = (...args: string[]) => commands.run('admin:reset-password', ...args);

  beforeAll(async () => {
    commands = await serverWithOperatorCommands();
    server = commands.server;
  });
  afterAll(() => commands.close());

  it('prints a one-time link that sets a new password', async () => {
    const donor = await register(server);
    const { code, stdout, stderr } = await run(donor.email.toUpperCase());
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain(`Password reset link for ${donor.email} (works once, for 30 minutes):`);
    const token = tokenIn(stdout)!;
    expect(token).toBeDefined();
    const reset = (password: string) => request(server.url).post('/api/auth/reset-password').send({ token, password, confirmPassword: password });
    await reset('operator-set1').expect(200);
    await login(server, donor.email, 'operator-set1');
    expect((await reset('operator-set2').expect(400)).body).toEqual(INVALID_LINK);
  });

  it('exits non-zero with a clear message for an unknown email, or none', async () => {
    expect(await run('nobody-here@example.com')).toEqual({ code: 1, stdout: '', stderr: 'No account has the email nobody-here@example.com.\n' });
    expect(await run()).toMatchObject({ code: 2, stderr: 'Usage: npm run admin:reset-password -- <email>\n' });
  });
});
