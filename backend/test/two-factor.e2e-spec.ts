import { ACCOUNT_NOTICES, RECOVERY_CODE_COUNT, SECOND_FACTOR_TRIES, STEP_UP_REQUIRED, TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import request from 'supertest';
import { REFUSED_TRY_HELD_MS } from '../src/rate-limits/second-factor-attempts.service';
import { AuditEntryRecord as AuditEntry } from '../src/audit-log/audit-entry.entity';
import { RefreshSession } from '../src/auth/refresh-session.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { RecoveryCode } from '../src/two-factor/recovery-code.entity';
import { TotpFactor } from '../src/two-factor/totp-factor.entity';
import { login, loginAs, refreshCookieOf, register } from './support/accounts';
import { addPasskey, authenticatorFor, passkeyAssertion } from './support/passkey-flows';
import { startTestServer, TestServer } from './support/test-server';
import { enrolTotp, loginWithCode, passwordStep, secondFactor, totpCode } from './support/two-factor-flows';

const bearer = (server: TestServer, token: string) => ({
  get: (path: string) => request(server.url).get(path).auth(token, { type: 'bearer' }),
  post: (path: string) => request(server.url).post(path).auth(token, { type: 'bearer' }),
  delete: (path: string) => request(server.url).delete(path).auth(token, { type: 'bearer' }),
});

/** Issue 25 points 2, 3, 5, 7 and 8 for the authenticator app (TOTP) and its recovery codes, codes computed here. */
describe('two-factor authentication', () => {
  let server: TestServer;
  const noticeSubjects = async (email: string) => (await server.dataSource.getRepository(OutboxEmail).findBy({ to: email })).map(({ subject }) => subject);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sets up an authenticator app: a secret and its QR code URL, confirmed by a code, ten recovery codes shown once, the secret sealed at rest', async () => {
    const donor = await register(server);
    const { email } = donor;
    const api = bearer(server, (await login(server, email, donor.password)).accessToken);
    const userId: number = (await api.get('/api/user/me').expect(200)).body.id;
    expect((await api.get('/api/user/2fa').expect(200)).body).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: 0 });

    const started = (await api.post('/api/user/2fa/totp').expect(201)).body;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUrl).toBe(`otpauth://totp/Blood%20Donation:${encodeURIComponent(email)}?secret=${started.secret}&issuer=Blood%20Donation`);
    // Not set up until confirmed: the password is still enough.
    expect((await request(server.url).post('/api/auth/login').send({ email, password: donor.password }).expect(200)).body.accessToken).toEqual(expect.any(String));

    const wrong = await api.post('/api/user/2fa/totp/confirm').send({ code: totpCode(started.secret, 300) }).expect(400);
    expect(wrong.body.errors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeWrong] });
    const malformed = await api.post('/api/user/2fa/totp/confirm').send({ code: '12ab56' }).expect(400);
    expect(malformed.body.errors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeFormat] });

    const confirmed = (await api.post('/api/user/2fa/totp/confirm').send({ code: totpCode(started.secret) }).expect(200)).body;
    expect(confirmed.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirmed.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    confirmed.recoveryCodes.forEach((code: string) => expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/));
    expect((await api.get('/api/user/2fa').expect(200)).body).toEqual({ totp: true, recoveryCodesLeft: 10, passkeys: 0 });
    await api.post('/api/user/2fa/totp').expect(409);
    await api.post('/api/user/2fa/totp/confirm').send({ code: totpCode(started.secret, 30) }).expect(409);

    // Neither the secret nor a recovery code is stored as such.
    const rows = JSON.stringify([await server.dataSource.getRepository(TotpFactor).findBy({ userId }), await server.dataSource.getRepository(RecoveryCode).findBy({ userId })]);
    expect(rows).toContain('sealedSecret');
    expect(rows).not.toContain(started.secret);
    confirmed.recoveryCodes.forEach((code: string) => expect(rows).not.toContain(code.replace('-', '')));
    expect(await noticeSubjects(email)).toContain(ACCOUNT_NOTICES['totp-added'].subject);
  });

  it('asks for the code after the password: a challenge and no token, then the code finishes the login, once', async () => {
    const donor = await register(server);
    const { secret } = await enrolTotp(server, (await login(server, donor.email, donor.password)).accessToken);

    const first = await request(server.url).post('/api/auth/login').send({ email: donor.email, password: donor.password, keepMeLoggedIn: true }).expect(200);
    expect(first.body).toEqual({ secondFactorRequired: true, challengeToken: expect.any(String), methods: ['totp', 'recovery'] });
    expect(refreshCookieOf(first)).toBeUndefined();
    // The challenge is no access token.
    await bearer(server, first.body.challengeToken).get('/api/user/me').expect(401);

    const code = totpCode(secret, 30);
    const finished = await secondFactor(server, first.body.challengeToken, { code: `${code.slice(0, 3)} ${code.slice(3)}` }).expect(200);
    expect(finished.body).toMatchObject({ accessToken: expect.any(String), email: donor.email, role: [{ authority: 'ROLE_user' }] });
    // keepMeLoggedIn rode in the challenge: the cookie outlives the browser session.
    expect(refreshCookieOf(finished)).toMatch(/Max-Age=\d+/);
    await bearer(server, finished.body.accessToken).get('/api/user/me').expect(200);

    // The same code again, even at once from another login: refused, naming code.
    const again = await secondFactor(server, await passwordStep(server, donor.email, donor.password), { code }).expect(400);
    expect(again.body).toMatchObject({ statusCode: 400, errors: { code: [TWO_FACTOR_MESSAGES.codeWrong] } });
  });

  it('takes one login when the same code comes twice at the same moment', async () => {
    const donor = await register(server);
    const { secret } = await enrolTotp(server, (await login(server, donor.email, donor.password)).accessToken);
    const challenges = await Promise.all([1, 2, 3, 4].map(() => passwordStep(server, donor.email, donor.password)));
    const code = totpCode(secret, 30);
    const answers = await Promise.all(challenges.map((challengeToken) => secondFactor(server, challengeToken, { code })));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('lets each recovery code finish one login, once, in any case and with or without its dash', async () => {
    const donor = await register(server);
    const { recoveryCodes } = await enrolTotp(server, (await login(server, donor.email, donor.password)).accessToken);
    const [code, other] = recoveryCodes;

    const used = await secondFactor(server, await passwordStep(server, donor.email, donor.password), { recoveryCode: code.toLowerCase() }).expect(200);
    expect((await bearer(server, used.body.accessToken).get('/api/user/2fa').expect(200)).body.recoveryCodesLeft).toBe(9);
    const reused = await secondFactor(server, await passwordStep(server, donor.email, donor.password), { recoveryCode: code }).expect(400);
    expect(reused.body.errors).toEqual({ recoveryCode: [TWO_FACTOR_MESSAGES.recoveryCodeWrong] });
    await secondFactor(server, await passwordStep(server, donor.email, donor.password), { recoveryCode: other.replace('-', '') }).expect(200);
    // Another account's code is no code of this one.
    const stranger = await register(server);
    const strangers = await enrolTotp(server, (await login(server, stranger.email, stranger.password)).accessToken);
    await secondFactor(server, await passwordStep(server, donor.email, donor.password), { recoveryCode: strangers.recoveryCodes[0] }).expect(400);
  });

  it('refuses an unusable answer with a 400 naming the field, and a forged or foreign challenge with a 401', async () => {
    const donor = await register(server);
    const { secret } = await enrolTotp(server, (await login(server, donor.email, donor.password)).accessToken);
    const challengeToken = await passwordStep(server, donor.email, donor.password);
    for (const [body, field] of [
      [{}, 'code'],
      [{ code: totpCode(secret, 30), recoveryCode: 'ABCDE-FGHJK' }, 'code'],
      [{ code: 123456 }, 'code'],
      [{ recoveryCode: 'short' }, 'recoveryCode'],
    ] as const) {
      const refused = await secondFactor(server, challengeToken, body).expect(400);
      expect(Object.keys(refused.body.errors)).toEqual([field]);
    }
    const [head, payload] = challengeToken.split('.');
    await secondFactor(server, `${head}.${payload}.forged`, { code: totpCode(secret, 30) }).expect(401);
    // An access token is no challenge.
    const other = await login(server, (await register(server)).email, 'secret1');
    const refused = await secondFactor(server, other.accessToken, { code: totpCode(secret, 30) }).expect(401);
    expect(refused.body.message).toBe(TWO_FACTOR_MESSAGES.challengeInvalid);
  });

  it("asks a staff account with a passkey for it after the password, and not a donor's", async () => {
    const admin = await loginAs(server, 'admin');
    const authenticator = authenticatorFor(server);
    await addPasskey(server, admin.accessToken, authenticator);
    // loginAs registers a donor (newDonor's password) and gives the role.
    const password = 'secret1';
    const challenge = await request(server.url).post('/api/auth/login').send({ email: admin.email, password }).expect(200);
    expect(challenge.body).toMatchObject({ secondFactorRequired: true, methods: ['passkey'] });
    const finished = await secondFactor(server, challenge.body.challengeToken, { passkey: await passkeyAssertion(server, authenticator) }).expect(200);
    expect(finished.body.role).toEqual([{ authority: 'ROLE_admin' }]);
    // A code where the account has no app: refused as a wrong code.
    const noApp = await secondFactor(server, await passwordStep(server, admin.email, password), { code: '123456' }).expect(400);
    expect(noApp.body.errors).toHaveProperty('code');

    // Another account's passkey is not this account's second factor.
    const other = await loginAs(server, 'moderator');
    const othersAuthenticator = authenticatorFor(server);
    await addPasskey(server, other.accessToken, othersAuthenticator);
    await secondFactor(server, await passwordStep(server, admin.email, password), { passkey: await passkeyAssertion(server, othersAuthenticator) }).expect(400);

    const donor = await register(server);
    await addPasskey(server, (await login(server, donor.email, donor.password)).accessToken, authenticatorFor(server));
    expect((await request(server.url).post('/api/auth/login').send({ email: donor.email, password: donor.password }).expect(200)).body.accessToken).toEqual(expect.any(String));
  });

  it('removes the app only after a recent second-factor check (401 STEP_UP_REQUIRED, then a step-up), and tells the owner', async () => {
    const donor = await register(server);
    const passwordOnly = await login(server, donor.email, donor.password);
    const { secret } = await enrolTotp(server, passwordOnly.accessToken);
    const api = bearer(server, passwordOnly.accessToken);
    const checkedAt = async () => (await server.dataSource.getRepository(RefreshSession).findOneByOrFail({ userId: (await api.get('/api/user/me').expect(200)).body.id })).secondFactorAt;
    // Confirming the app proved it in this session, which had not proved a second factor before.
    expect(await checkedAt()).toEqual(expect.any(Date));
    const ageCheck = async (minutes: number) =>
      server.dataSource.getRepository(RefreshSession).update({ userId: (await api.get('/api/user/me').expect(200)).body.id }, { secondFactorAt: new Date(Date.now() - minutes * 60_000) });
    await ageCheck(11);

    const asked = await api.delete('/api/user/2fa/totp').expect(401);
    expect(asked.body).toMatchObject({ statusCode: 401, errorCode: STEP_UP_REQUIRED, message: TWO_FACTOR_MESSAGES.stepUpRequired });
    const wrong = await api.post('/api/auth/step-up').send({ code: totpCode(secret, 300) }).expect(400);
    expect(wrong.body.errors).toEqual({ code: [TWO_FACTOR_MESSAGES.codeWrong] });
    await api.post('/api/auth/step-up').send({}).expect(400);
    const stepped = await api.post('/api/auth/step-up').send({ code: totpCode(secret, 30) }).expect(200);
    const until = Date.parse(stepped.body.stepUpUntil) - Date.now();
    expect(until).toBeGreaterThan(9 * 60_000);
    expect(until).toBeLessThanOrEqual(10 * 60_000);

    // Older than STEP_UP_MINUTES: asked again.
    await ageCheck(11);
    await api.delete('/api/user/2fa/totp').expect(401);
    await ageCheck(0);

    expect((await api.delete('/api/user/2fa/totp').expect(200)).body).toEqual({ message: TWO_FACTOR_MESSAGES.removed });
    expect((await api.get('/api/user/2fa').expect(200)).body).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: 0 });
    expect(await noticeSubjects(donor.email)).toContain(ACCOUNT_NOTICES['totp-removed'].subject);
    expect((await request(server.url).post('/api/auth/login').send({ email: donor.email, password: donor.password }).expect(200)).body.accessToken).toEqual(expect.any(String));
  });

  it('counts a login finished with a second factor, and a passkey login, as a step-up', async () => {
    const donor = await register(server);
    const { secret } = await enrolTotp(server, (await login(server, donor.email, donor.password)).accessToken);
    const { cookie } = await loginWithCode(server, donor.email, donor.password, totpCode(secret, 30));
    // Still so with the session's next access token.
    const renewed = (await request(server.url).post('/api/auth/refresh').set('Cookie', cookie).expect(200)).body.accessToken;
    await bearer(server, renewed).delete('/api/user/2fa/totp').expect(200);

    const withPasskey = await register(server);
    const authenticator = authenticatorFor(server);
    const own = await login(server, withPasskey.email, withPasskey.password);
    await enrolTotp(server, own.accessToken);
    await addPasskey(server, own.accessToken, authenticator);
    const passkeyLogin = await request(server.url).post('/api/auth/passkey').send(await passkeyAssertion(server, authenticator)).expect(200);
    await bearer(server, passkeyLogin.body.accessToken).delete('/api/user/2fa/totp').expect(200);
  });

  it('records factor changes, second-factor logins and step-ups in the audit log, never a code', async () => {
    const donor = await register(server);
    const { secret, recoveryCodes } = await enrolTotp(server, (await login(server, donor.email, donor.password)).accessToken);
    const { accessToken } = await loginWithCode(server, donor.email, donor.password, totpCode(secret, 30));
    const userId = (await bearer(server, accessToken).get('/api/user/me').expect(200)).body.id;
    await secondFactor(server, await passwordStep(server, donor.email, donor.password), { recoveryCode: recoveryCodes[1] }).expect(200);
    const entries = await server.dataSource.getRepository(AuditEntry).findBy({ actorId: userId });
    const actions = entries.map(({ action }) => action);
    expect(actions).toEqual(expect.arrayContaining(['two-factor.totp-add', 'auth.login-second-factor']));
    expect(actions.filter((action) => action === 'auth.login-second-factor')).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(recoveryCodes[1]);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it("puts the app's date and the codes left in the account export, never the secret or a code, and deletes them with the account", async () => {
    const donor = await register(server);
    const session = await login(server, donor.email, donor.password);
    const { secret, recoveryCodes } = await enrolTotp(server, session.accessToken);
    const api = bearer(server, session.accessToken);
    const userId: number = (await api.get('/api/user/me').expect(200)).body.id;
    const exported = await api.get('/api/user/export').expect(200);
    expect(exported.body.twoFactor).toEqual({ authenticatorAppSetUpAt: expect.any(String), recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(exported.text).not.toContain(secret);
    recoveryCodes.forEach((code) => expect(exported.text).not.toContain(code));

    await request(server.url).delete('/api/user/me').auth(session.accessToken, { type: 'bearer' }).send({ password: donor.password }).expect(200);
    expect(await server.dataSource.getRepository(TotpFactor).countBy({ userId })).toBe(0);
    expect(await server.dataSource.getRepository(RecoveryCode).countBy({ userId })).toBe(0);
  });
});

/** Issue 25 point 7: second-factor tries per account, whatever the address. */
describe('two-factor tries', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'true', TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it(`refuses with 429 and Retry-After after ${SECOND_FACTOR_TRIES} wrong codes in a window, even the right code, from any address`, async () => {
    const donor = await register(server);
    const { secret } = await enrolTotp(server, (await login(server, donor.email, donor.password)).accessToken);
    const challengeToken = await passwordStep(server, donor.email, donor.password);
    const from = (address: string, body: Record<string, unknown>) =>
      request(server.url).post('/api/auth/login/second-factor').set('X-Forwarded-For', address).send({ challengeToken, ...body });
    const wrong = totpCode(secret, 600);
    // Sixteen guesses at once, each from its own address: five are checked, the others refused unchecked.
    const guesses = await Promise.all(Array.from({ length: 16 }, (_, index) => from(`203.0.113.${index + 1}`, { code: wrong })));
    expect(guesses.filter(({ status }) => status === 400)).toHaveLength(SECOND_FACTOR_TRIES);
    expect(guesses.filter(({ status }) => status === 429)).toHaveLength(16 - SECOND_FACTOR_TRIES);
    // A refused try is held a second before its answer, so a script guessing as fast as it is answered slows down.
    const sentAt = performance.now();
    const refused = await from('198.51.100.7', { code: totpCode(secret, 30) }).expect(429);
    expect(performance.now() - sentAt).toBeGreaterThanOrEqual(REFUSED_TRY_HELD_MS - 5);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    await from('198.51.100.8', { recoveryCode: 'ABCDE-FGHJK' }).expect(429);
    // Another account is not held up by them.
    const other = await register(server);
    const others = await enrolTotp(server, (await login(server, other.email, other.password)).accessToken);
    await secondFactor(server, await passwordStep(server, other.email, other.password), { code: totpCode(others.secret, 30) }).expect(200);
  });
});
