import { MAX_PASSKEYS, PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH } from '@blood-donation/domain';
import request from 'supertest';
import { PasskeyCredential } from '../src/passkeys/passkey.entity';
import { WebauthnChallenge } from '../src/passkeys/webauthn-challenge.entity';
import { WebauthnChallengesRepository } from '../src/passkeys/webauthn-challenges.repository';
import { type Account, loginAs, refreshCookieOf } from './support/accounts';
import { CapturedLog } from './support/captured-log';
import { api } from './support/donor-flows';
import { addPasskey, authenticatorFor, passkeyAssertion } from './support/passkey-flows';
import { SoftwareAuthenticator } from './support/software-authenticator';
import { startTestServer, type TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('passkeys: adding, listing, renaming and removing them, and logging in with one', () => {
  let server: TestServer;
  const log = new CapturedLog();
  const logIn = (body: object) => request(server.url).post('/api/auth/passkey').send(body);
  const list = (who: Account) => api(server, who.accessToken).get('/api/user/passkeys').expect(200);
  const refused = async (body: object, message: string) => {
    const response = await logIn(body);
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 401, body: { statusCode: 401, message } });
    expect(refreshCookieOf(response)).toBeUndefined();
  };

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'info' }, undefined, log);
  });
  afterAll(() => server.close());

  it('takes its relying party from PUBLIC_URL: its host, and its origin', () => {
    const url = new URL(server.settings.mail.publicUrl);
    expect(server.settings.webauthn).toEqual({ rpId: url.hostname, origin: url.origin });
  });

  it('adds a passkey named from the device, lists it (never its credential id or key), renames it and removes it', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    const options = (await api(server, donor.accessToken).post('/api/user/passkeys/options').expect(200)).body;
    expect(options).toMatchObject({
      rp: { id: server.settings.webauthn.rpId },
      user: { name: donor.email },
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      attestation: 'none',
    });
    const added = await request(server.url).post('/api/user/passkeys').auth(donor.accessToken, { type: 'bearer' }).set('User-Agent', CHROME_ANDROID).send(authenticator.register(options)).expect(201);
    expect(added.body).toEqual({ id: expect.any(Number), name: 'Chrome on Android', createdAt: expect.any(String), lastUsedAt: null, backedUp: true });
    expect((await list(donor)).body).toEqual([added.body]);
    const [row] = await server.dataSource.getRepository(PasskeyCredential).findBy({ userId: donor.id });
    expect(row).toMatchObject({ credentialId: authenticator.credentials[0].id.toString('base64url'), counter: 0, transports: ['internal'], deviceType: 'multiDevice', backedUp: true });

    // The next options exclude it, so the device does not make a second passkey for the account.
    const again = (await api(server, donor.accessToken).post('/api/user/passkeys/options').expect(200)).body;
    expect(again.excludeCredentials).toEqual([{ id: row.credentialId, type: 'public-key', transports: ['internal'] }]);
    expect(again.user.id).toBe(options.user.id);

    await request(server.url).patch(`/api/user/passkeys/${added.body.id}`).auth(donor.accessToken, { type: 'bearer' }).send({ name: '  Work laptop  ' }).expect(200, { message: PASSKEY_MESSAGES.renamed });
    expect((await list(donor)).body).toEqual([{ ...added.body, name: 'Work laptop' }]);

    await api(server, donor.accessToken).delete(`/api/user/passkeys/${added.body.id}`).expect(200, { message: PASSKEY_MESSAGES.removed });
    expect((await list(donor)).body).toEqual([]);
    await api(server, donor.accessToken).delete(`/api/user/passkeys/${added.body.id}`).expect(404);
  });

  it('names a passkey as asked, and refuses a name too long or blank, naming the field', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server, false);
    const named = await addPasskey(server, donor.accessToken, authenticator, 'My security key');
    expect(named).toMatchObject({ name: 'My security key', backedUp: false });
    const options = (await api(server, donor.accessToken).post('/api/user/passkeys/options').expect(200)).body;
    const tooLong = await api(server, donor.accessToken).post('/api/user/passkeys', { ...authenticator.register(options), name: 'x'.repeat(PASSKEY_NAME_MAX_LENGTH + 1) }).expect(400);
    expectValidationFailure(tooLong.body, { name: [PASSKEY_MESSAGES.nameTooLong] });
    const blank = await request(server.url).patch(`/api/user/passkeys/${named.id}`).auth(donor.accessToken, { type: 'bearer' }).send({ name: '   ' }).expect(400);
    expectValidationFailure(blank.body, { name: [PASSKEY_MESSAGES.nameRequired] });
  });

  it("keeps another account's passkeys out of reach: 404 to rename or remove them, and they are not listed", async () => {
    const owner = await loginAs(server, 'user');
    const other = await loginAs(server, 'user');
    const { id } = await addPasskey(server, owner.accessToken, authenticatorFor(server));
    await request(server.url).patch(`/api/user/passkeys/${id}`).auth(other.accessToken, { type: 'bearer' }).send({ name: 'Mine now' }).expect(404, {
      statusCode: 404,
      error: 'Not Found',
      message: PASSKEY_MESSAGES.notFound,
    });
    await api(server, other.accessToken).delete(`/api/user/passkeys/${id}`).expect(404);
    expect((await list(other)).body).toEqual([]);
    expect((await list(owner)).body).toMatchObject([{ id, name: expect.not.stringContaining('Mine') }]);
  });

  it('refuses a registration answer for another origin, relying party or challenge, or a challenge used already', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    const options = async () => (await api(server, donor.accessToken).post('/api/user/passkeys/options').expect(200)).body;
    const add = (body: object) => api(server, donor.accessToken).post('/api/user/passkeys', body);
    expect((await add(authenticator.register(await options(), { origin: 'https://evil.example' }))).body).toMatchObject({ statusCode: 401, message: PASSKEY_MESSAGES.registrationFailed });
    expect((await add(authenticator.register(await options(), { rpId: 'evil.example' }))).body).toMatchObject({ statusCode: 401, message: PASSKEY_MESSAGES.registrationFailed });
    expect((await add(authenticator.register(await options(), { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }))).body).toMatchObject({ statusCode: 401, message: PASSKEY_MESSAGES.challengeInvalid });
    const first = await options();
    await add(authenticator.register(first)).expect(201);
    expect((await add(authenticator.register(first))).body).toMatchObject({ statusCode: 401, message: PASSKEY_MESSAGES.challengeInvalid });
    // Another account's registration challenge is not this one's.
    const other = await loginAs(server, 'user');
    const theirs = (await api(server, other.accessToken).post('/api/user/passkeys/options').expect(200)).body;
    expect((await add(authenticator.register(theirs))).body).toMatchObject({ statusCode: 401, message: PASSKEY_MESSAGES.challengeInvalid });
    expect((await list(donor)).body).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PASSKEYS} passkeys an account`, async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    const rows = Array.from({ length: MAX_PASSKEYS }, (_, index) => ({
      userId: donor.id, credentialId: `filler-${donor.id}-${index}`, publicKey: 'AA', counter: 0, transports: [], deviceType: 'singleDevice', backedUp: false, name: `Key ${index}`, createdAt: new Date(), lastUsedAt: null,
    }));
    await server.dataSource.getRepository(PasskeyCredential).insert(rows);
    const options = (await api(server, donor.accessToken).post('/api/user/passkeys/options').expect(200)).body;
    expect((await api(server, donor.accessToken).post('/api/user/passkeys', authenticator.register(options)).expect(409)).body.message).toBe(PASSKEY_MESSAGES.tooMany);
  });

  it('logs in with a passkey: the login answer, a refresh cookie that renews, a token that works, a logout that ends it', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    const { id } = await addPasskey(server, donor.accessToken, authenticator);
    const options = (await request(server.url).post('/api/auth/passkey/options').expect(200)).body;
    expect(options).toMatchObject({ rpId: server.settings.webauthn.rpId, allowCredentials: [], userVerification: 'preferred' });
    const response = await logIn({ ...authenticator.assert(options), keepMeLoggedIn: true }).expect(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.body).toEqual({ accessToken: expect.any(String), email: donor.email, username: expect.any(String), role: [{ authority: 'ROLE_user' }] });
    const cookie = refreshCookieOf(response)!;
    expect(cookie).toMatch(/^refreshToken=[^;]+;.*Max-Age=\d+/);
    expect(cookie).toContain('HttpOnly');
    expect((await api(server, response.body.accessToken).get('/api/user/me').expect(200)).body.email).toBe(donor.email);
    const renewed = await request(server.url).post('/api/auth/refresh').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(renewed.body.email).toBe(donor.email);
    const [listed] = (await list(donor)).body;
    expect(listed).toMatchObject({ id, lastUsedAt: expect.any(String) });
    expect(await server.dataSource.getRepository(PasskeyCredential).findOneByOrFail({ id })).toMatchObject({ counter: 1 });
    await request(server.url).post('/api/auth/logout').set('Cookie', refreshCookieOf(renewed)!.split(';')[0]).expect(200);
    await request(server.url).post('/api/auth/refresh').set('Cookie', refreshCookieOf(renewed)!.split(';')[0]).expect(401);

    // Without keepMeLoggedIn the cookie lasts for the browser session, as the password login's.
    const session = await logIn(await passkeyAssertion(server, authenticator)).expect(200);
    expect(refreshCookieOf(session)).not.toMatch(/Max-Age/);
  });

  it('refuses a wrong origin, relying party, type, signature or challenge, with a 401 saying why', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    await addPasskey(server, donor.accessToken, authenticator);
    await refused(await passkeyAssertion(server, authenticator, { origin: 'https://evil.example' }), PASSKEY_MESSAGES.verificationFailed);
    await refused(await passkeyAssertion(server, authenticator, { rpId: 'evil.example' }), PASSKEY_MESSAGES.verificationFailed);
    await refused(await passkeyAssertion(server, authenticator, { type: 'webauthn.create' }), PASSKEY_MESSAGES.verificationFailed);
    await refused(await passkeyAssertion(server, authenticator, { otherKey: true }), PASSKEY_MESSAGES.verificationFailed);
    // A passkey backup eligible when added never stops being so.
    await refused(await passkeyAssertion(server, authenticator, { clearFlags: 0x18 }), PASSKEY_MESSAGES.verificationFailed);
    // A challenge this server never handed out.
    await refused(authenticator.assert({ challenge: 'bm90LWhhbmRlZC1vdXQ' }), PASSKEY_MESSAGES.challengeInvalid);
    // The user handle of another account.
    const tampered = await passkeyAssertion(server, authenticator);
    await refused({ ...tampered, response: { ...tampered.response, userHandle: 'AAAAAAAAAAAAAAAAAAAAAA' } }, PASSKEY_MESSAGES.verificationFailed);
    // After all that, the passkey still works.
    await logIn(await passkeyAssertion(server, authenticator)).expect(200);
  });

  it('takes a challenge once: replayed, expired or a registration one are refused', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    await addPasskey(server, donor.accessToken, authenticator);
    const once = await passkeyAssertion(server, authenticator);
    await logIn(once).expect(200);
    await refused(once, PASSKEY_MESSAGES.challengeInvalid);

    const late = await passkeyAssertion(server, authenticator);
    await server.dataSource.getRepository(WebauthnChallenge).update({ purpose: 'authentication' }, { expiresAt: new Date(Date.now() - 1000) });
    await refused(late, PASSKEY_MESSAGES.challengeInvalid);

    const registration = (await api(server, donor.accessToken).post('/api/user/passkeys/options').expect(200)).body;
    await refused(authenticator.assert(registration), PASSKEY_MESSAGES.challengeInvalid);
  });

  it('refuses a counter that goes backwards (or stays) once it is not zero, and keeps the one it had', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    const { id } = await addPasskey(server, donor.accessToken, authenticator);
    await logIn(await passkeyAssertion(server, authenticator, { counter: 5 })).expect(200);
    await refused(await passkeyAssertion(server, authenticator, { counter: 3 }), PASSKEY_MESSAGES.counterRegressed);
    await refused(await passkeyAssertion(server, authenticator, { counter: 5 }), PASSKEY_MESSAGES.counterRegressed);
    expect(await server.dataSource.getRepository(PasskeyCredential).findOneByOrFail({ id })).toMatchObject({ counter: 5 });
    await logIn(await passkeyAssertion(server, authenticator, { counter: 6 })).expect(200);

    // A passkey that keeps no counter (always 0) logs in each time.
    const counterless = authenticatorFor(server);
    await addPasskey(server, donor.accessToken, counterless);
    await logIn(await passkeyAssertion(server, counterless, { counter: 0 })).expect(200);
    await logIn(await passkeyAssertion(server, counterless, { counter: 0 })).expect(200);
  });

  it('refuses a removed passkey, and one of an unknown credential', async () => {
    const owner = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    const { id } = await addPasskey(server, owner.accessToken, authenticator);
    await api(server, owner.accessToken).delete(`/api/user/passkeys/${id}`).expect(200);
    await refused(await passkeyAssertion(server, authenticator), PASSKEY_MESSAGES.unknownPasskey);
    const stranger = new SoftwareAuthenticator(server.settings.webauthn.origin, server.settings.webauthn.rpId);
    stranger.register({ challenge: 'AAAA', user: { id: 'AAAA' } });
    await refused(await passkeyAssertion(server, stranger), PASSKEY_MESSAGES.unknownPasskey);
  });

  it('lets only one of two logins with the same challenge in, whichever comes first', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    await addPasskey(server, donor.accessToken, authenticator);
    for (let round = 0; round < 3; round += 1) {
      const answer = await passkeyAssertion(server, authenticator);
      const responses = await Promise.all([logIn(answer), logIn(answer), logIn(answer)]);
      expect(responses.map(({ status }) => status).sort()).toEqual([200, 401, 401]);
      expect(responses.filter((response) => refreshCookieOf(response) !== undefined)).toHaveLength(1);
    }
  });

  it('hands a challenge to exactly one of many takers at once, and none after it expires', async () => {
    const challenges = server.app.get(WebauthnChallengesRepository);
    const now = new Date();
    await challenges.add('race-challenge', 'authentication', null, new Date(now.getTime() + 60_000), now);
    const taken = await Promise.all(Array.from({ length: 8 }, () => challenges.take('race-challenge', 'authentication', null, new Date())));
    expect(taken.filter(Boolean)).toHaveLength(1);
    await challenges.add('late-challenge', 'authentication', null, new Date(now.getTime() + 1000), now);
    expect(await challenges.take('late-challenge', 'authentication', null, new Date(now.getTime() + 1000))).toBe(false);
    expect(await challenges.take('late-challenge', 'registration', null, now)).toBe(false);
    expect(await challenges.take('late-challenge', 'authentication', null, now)).toBe(true);
  });

  it('answers a malformed body with a 400 naming the field, never a 5xx', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    await addPasskey(server, donor.accessToken, authenticator);
    const good = await passkeyAssertion(server, authenticator);
    expectValidationFailure((await logIn({ ...good, response: { ...good.response, signature: 'not base64url!' } }).expect(400)).body, { 'response.signature': [PASSKEY_MESSAGES.base64url] });
    expectValidationFailure((await logIn({ ...good, type: 'password' }).expect(400)).body, { type: [PASSKEY_MESSAGES.typePublicKey] });
    expectValidationFailure((await logIn({ ...good, response: { ...good.response, clientDataJSON: 'bm90IGpzb24' } }).expect(400)).body, {
      'response.clientDataJSON': [PASSKEY_MESSAGES.clientDataInvalid],
    });
    expect((await logIn({ ...good, id: 'x'.repeat(300) }).expect(400)).body.errors).toHaveProperty('id');
    expect((await logIn({}).expect(400)).body.errors).toHaveProperty('id');
    // The challenge was not used by those: the answer still logs in.
    await logIn(good).expect(200);
  });

  it('logs no credential id, public key or challenge', async () => {
    const donor = await loginAs(server, 'user');
    const authenticator = authenticatorFor(server);
    const options = (await api(server, donor.accessToken).post('/api/user/passkeys/options').expect(200)).body;
    await api(server, donor.accessToken).post('/api/user/passkeys', authenticator.register(options)).expect(201);
    const login = await passkeyAssertion(server, authenticator);
    await logIn(login).expect(200);
    await logIn(login).expect(401);
    const row = await server.dataSource.getRepository(PasskeyCredential).findOneByOrFail({ userId: donor.id });
    const challenge = JSON.parse(Buffer.from(login.response.clientDataJSON, 'base64url').toString()).challenge;
    expect(log.lines.length).toBeGreaterThan(0);
    for (const secret of [row.credentialId, row.publicKey, options.challenge, challenge, login.response.signature]) expect(log.text).not.toContain(secret);
  });
});
