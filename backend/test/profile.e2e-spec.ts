import { PROFILE_API_MESSAGES as M, REGISTRATION_MESSAGES as R } from '@blood-donation/domain';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { EmailChange } from '../src/profile/email-change.entity';
import { USER_MESSAGES } from '../src/users/users.messages';
import { login, newDonor, register } from './support/accounts';
import { CapturedLog } from './support/captured-log';
import { createDonation } from './support/donor-flows';
import { TestSmtp, waitFor } from './support/mail';
import { startTestServer, type TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const PUBLIC_URL = 'https://blood.example.org';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenIn = (text: string) => new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/confirm-email\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
const PROFILE = { username: 'Asha Rao', mobile: '9123456789', bloodGroup: 'B-', gender: 'other', age: 45, city: 'Pune', contactChannel: 'email' };

describe('the profile: GET and PUT /api/user/me, and the email change', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  const log = new CapturedLog();

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, LOG_LEVEL: 'info' }, undefined, log);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const donor = async () => {
    const registered = await register(server);
    return { ...registered, token: (await login(server, registered.email, registered.password)).accessToken };
  };
  const me = (token: string) => request(server.url).get('/api/user/me').auth(token, { type: 'bearer' });
  const update = (token: string, body: object) => request(server.url).put('/api/user/me').auth(token, { type: 'bearer' }).send(body);
  const askEmailChange = (token: string, body: object) => request(server.url).post('/api/user/me/email').auth(token, { type: 'bearer' }).send(body);
  const confirm = (token: unknown) => request(server.url).post('/api/user/me/email/confirm').send({ token });
  /** Asks to move the account to `newEmail` and returns the token of the link that arrives there. */
  const linkTo = async (account: { token: string; password: string }, newEmail: string) => {
    await askEmailChange(account.token, { newEmail, password: account.password }).expect(200, { message: M.emailLinkSent });
    const arrived = await waitFor(() => smtp.received.find((email) => email.to.includes(newEmail)), `the confirmation email to ${newEmail}`);
    return tokenIn(arrived.text)!;
  };

  it('answers the profile with city, contact preference and whether a donation confirms the blood group', async () => {
    const asha = await donor();
    const { body } = await me(asha.token).expect(200);
    expect(body).toEqual({ id: expect.any(Number), username: asha.username, email: asha.email, age: 30, bloodGroup: 'O+', bloodGroupConfirmed: false, gender: 'female', mobile: asha.mobile, role: 'user', city: null, contactChannel: 'email' });
    await createDonation(server, asha.token, { bloodGroup: 'O+' });
    expect((await me(asha.token).expect(200)).body.bloodGroupConfirmed).toBe(true);
  });

  it('changes every field, allows an unknown blood group and no city, and logs none of them', async () => {
    const asha = await donor();
    const { body } = await update(asha.token, PROFILE).expect(200);
    expect(body).toMatchObject({ ...PROFILE, email: asha.email, bloodGroupConfirmed: false });
    expect((await me(asha.token).expect(200)).body).toMatchObject(PROFILE);

    const unknown = await update(asha.token, { ...PROFILE, bloodGroup: null, city: '' }).expect(200);
    expect(unknown.body).toMatchObject({ bloodGroup: null, city: null, bloodGroupConfirmed: false });
    expect(log.text).not.toContain('Asha Rao');
    expect(log.text).not.toContain('9123456789');
  });

  it('checks every field as registration does, and refuses unknown keys and the email', async () => {
    const asha = await donor();
    const wrong = await update(asha.token, { ...PROFILE, username: 'ab', mobile: '12', age: 17, gender: 'x', bloodGroup: 'Z+' }).expect(400);
    expectValidationFailure(wrong.body, { username: [R.usernameMin], mobile: [R.mobileDigits], age: [R.ageMin], gender: [R.genderInvalid], bloodGroup: [R.bloodGroupInvalid] });
    const missing = await update(asha.token, { bloodGroup: null, contactChannel: 'email' }).expect(400);
    expectValidationFailure(missing.body, { username: [R.usernameRequired], mobile: [R.mobileRequired], age: [R.ageRequired], gender: [R.genderRequired] });
    await update(asha.token, { ...PROFILE, email: 'other@example.com' }).expect(400);
    await update(asha.token, { ...PROFILE, role: 'admin' }).expect(400);
    expect((await me(asha.token).expect(200)).body).toMatchObject({ username: asha.username, role: 'user', email: asha.email });
  });

  it('changes the email only once the link sent to the new address is opened, and the link works once', async () => {
    const asha = await donor();
    const newEmail = newDonor().email;
    const token = await linkTo(asha, newEmail);
    expect(smtp.received.filter((email) => email.to.includes(asha.email))).toHaveLength(0);
    expect((await me(asha.token).expect(200)).body.email).toBe(asha.email);
    const stored = await server.dataSource.getRepository(EmailChange).findOneByOrFail({ tokenHash: hashOf(token) });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(24 * 3_600_000);

    await confirm(token).expect(200, { message: M.emailChanged });
    expect((await me(asha.token).expect(200)).body.email).toBe(newEmail);
    await login(server, newEmail, asha.password);
    await confirm(token).expect(410);
    expect(log.text).not.toContain(newEmail);
    expect(log.text).not.toContain(token);
  });

  it('needs the password, refuses an address taken already or meanwhile (409) and an expired link (410)', async () => {
    const asha = await donor();
    const ravi = await donor();
    const wrong = await askEmailChange(asha.token, { newEmail: newDonor().email, password: 'not-it' }).expect(400);
    expectValidationFailure(wrong.body, { password: [M.passwordWrong] });
    const invalid = await askEmailChange(asha.token, { newEmail: 'nope', password: asha.password }).expect(400);
    expectValidationFailure(invalid.body, { newEmail: [R.emailInvalid] });
    expect((await askEmailChange(asha.token, { newEmail: ravi.email, password: asha.password }).expect(409)).body.message).toBe(USER_MESSAGES.emailTaken);

    const wanted = newDonor().email;
    const token = await linkTo(asha, wanted);
    await register(server, { email: wanted });
    expect((await confirm(token).expect(409)).body.message).toBe(USER_MESSAGES.emailTaken);

    const later = await linkTo(asha, newDonor().email);
    await server.dataSource.getRepository(EmailChange).update({ tokenHash: hashOf(later) }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(later).expect(410)).body.message).toBe(M.linkInvalid);
    await confirm('made-up').expect(410);
    expect((await me(asha.token).expect(200)).body.email).toBe(asha.email);
  });

  it('deleting the account removes its pending email changes', async () => {
    const asha = await donor();
    const token = await linkTo(asha, newDonor().email);
    await request(server.url).delete('/api/user/me').auth(asha.token, { type: 'bearer' }).send({ password: asha.password }).expect(200);
    expect(await server.dataSource.getRepository(EmailChange).countBy({ tokenHash: hashOf(token) })).toBe(0);
    await confirm(token).expect(410);
  });

  it('the export carries the profile fields as they were changed', async () => {
    const asha = await donor();
    await update(asha.token, PROFILE).expect(200);
    const { body } = await request(server.url).get('/api/user/export').auth(asha.token, { type: 'bearer' }).expect(200);
    expect(body.account).toMatchObject({ username: PROFILE.username, mobile: PROFILE.mobile, bloodGroup: PROFILE.bloodGroup, gender: PROFILE.gender, age: PROFILE.age });
    expect(body.availability).toMatchObject({ city: PROFILE.city, channel: 'email' });
  });
});
