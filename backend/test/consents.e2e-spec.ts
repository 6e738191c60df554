import { CONSENT_MESSAGES, CONSENT_STATEMENTS, type ConsentPurpose, type Consents, consentsSchema, PRIVACY_TEXT_VERSION } from '@blood-donation/domain';
import request from 'supertest';
import { Consent } from '../src/consents/consent.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { NewsletterSubscriber } from '../src/newsletter/newsletter-subscriber.entity';
import { type Account, loginAs } from './support/accounts';
import { api } from './support/donor-flows';
import { startTestServer, type TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

/** The token of the unsubscribe link in a queued welcome email. */
const tokenIn = (text: string) => /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('consents: what was agreed, when, to which privacy text; withdrawing as easy as giving', () => {
  let server: TestServer;
  let alice: Account, bob: Account;

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob] = [await loginAs(server, 'user'), await loginAs(server, 'user')];
  });
  afterAll(() => server.close());

  const consentsOf = async (who: Account): Promise<Consents> => consentsSchema.parse((await api(server, who.accessToken).get('/api/user/consents').expect(200)).body);
  const purposeOf = (consents: Consents, purpose: ConsentPurpose) => consents.purposes.find((entry) => entry.purpose === purpose)!;
  const historyOf = (consents: Consents, purpose: ConsentPurpose) => consents.history.filter((record) => record.purpose === purpose);
  const setAvailable = (who: Account, available: boolean, city = 'Pune') => api(server, who.accessToken).put('/api/user/availability', { available, city }).expect(200);
  const withdraw = (who: Account, purpose: string) => api(server, who.accessToken).delete(`/api/user/consents/${purpose}`);
  const subscribe = (email: string) => request(server.url).post('/api/newsletter/subscribe').send({ email }).expect(200);
  const rowsOf = (userId: number) => server.dataSource.getRepository(Consent).find({ where: { userId }, order: { id: 'ASC' } });

  it('records the account consent on registering, with the statement and the version of the privacy text', async () => {
    const before = Date.now();
    const fresh = await loginAs(server, 'user');
    const consents = await consentsOf(fresh);
    expect(consents.currentVersion).toBe(PRIVACY_TEXT_VERSION);
    expect(purposeOf(consents, 'account')).toEqual({
      purpose: 'account',
      given: true,
      statement: CONSENT_STATEMENTS.account,
      givenAt: expect.any(String),
      version: PRIVACY_TEXT_VERSION,
      withdrawable: false,
    });
    expect(historyOf(consents, 'account')).toEqual([{ purpose: 'account', statement: CONSENT_STATEMENTS.account, version: PRIVACY_TEXT_VERSION, givenAt: expect.any(String), withdrawnAt: null }]);
    expect(Date.parse(purposeOf(consents, 'account').givenAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(purposeOf(consents, 'matching')).toMatchObject({ given: false, givenAt: null, version: null, withdrawable: false, statement: CONSENT_STATEMENTS.matching });
    expect(purposeOf(consents, 'newsletter')).toMatchObject({ given: false, givenAt: null, withdrawable: false });
    expect(await rowsOf(fresh.id)).toEqual([expect.objectContaining({ purpose: 'account', subscriberId: null, version: PRIVACY_TEXT_VERSION, withdrawnAt: null })]);
  });

  it('records matching when availability is turned on, withdraws it when turned off, and keeps the history when given again', async () => {
    await setAvailable(alice, true);
    await setAvailable(alice, true, 'Nashik'); // a new city is no new consent
    let consents = await consentsOf(alice);
    expect(purposeOf(consents, 'matching')).toMatchObject({ given: true, version: PRIVACY_TEXT_VERSION, withdrawable: true, givenAt: expect.any(String) });
    expect(historyOf(consents, 'matching')).toHaveLength(1);

    await setAvailable(alice, false, '');
    await setAvailable(alice, false, ''); // again changes nothing
    consents = await consentsOf(alice);
    expect(purposeOf(consents, 'matching')).toMatchObject({ given: false, givenAt: null, withdrawable: false });
    expect(historyOf(consents, 'matching')).toEqual([expect.objectContaining({ withdrawnAt: expect.any(String) })]);

    await setAvailable(alice, true);
    consents = await consentsOf(alice);
    const [again, first] = historyOf(consents, 'matching');
    expect(again).toMatchObject({ withdrawnAt: null, version: PRIVACY_TEXT_VERSION, statement: CONSENT_STATEMENTS.matching });
    expect(first.withdrawnAt).not.toBeNull();
    expect(Date.parse(again.givenAt)).toBeGreaterThanOrEqual(Date.parse(first.withdrawnAt!));
    expect(purposeOf(consents, 'matching').givenAt).toBe(again.givenAt);
  });

  it('records one consent when two requests turn availability on at once', async () => {
    const donor = await loginAs(server, 'user');
    await Promise.all([setAvailable(donor, true), setAvailable(donor, true), setAvailable(donor, true)]);
    expect((await rowsOf(donor.id)).filter((row) => row.purpose === 'matching')).toEqual([expect.objectContaining({ withdrawnAt: null })]);
  });

  it('withdraws matching with DELETE, which turns availability off and keeps the city; again is fine', async () => {
    const donor = await loginAs(server, 'user');
    await setAvailable(donor, true, 'Pune');
    const answer = consentsSchema.parse((await withdraw(donor, 'matching').expect(200)).body);
    expect(purposeOf(answer, 'matching')).toMatchObject({ given: false, withdrawable: false });
    expect(historyOf(answer, 'matching')).toEqual([expect.objectContaining({ withdrawnAt: expect.any(String) })]);
    expect((await api(server, donor.accessToken).get('/api/user/availability').expect(200)).body).toEqual({ available: false, city: 'Pune', channel: 'email' });
    expect(consentsSchema.parse((await withdraw(donor, 'matching').expect(200)).body)).toEqual(await consentsOf(donor));
    expect(historyOf(await consentsOf(donor), 'matching')).toHaveLength(1);
  });

  it("records the newsletter on subscribing the account's address, withdraws it through the email's link, and by DELETE", async () => {
    const reader = await loginAs(server, 'user');
    await subscribe(reader.email);
    await subscribe(reader.email); // already subscribed: no second consent
    let consents = await consentsOf(reader);
    expect(purposeOf(consents, 'newsletter')).toMatchObject({ given: true, withdrawable: true, version: PRIVACY_TEXT_VERSION, statement: CONSENT_STATEMENTS.newsletter });
    expect(historyOf(consents, 'newsletter')).toHaveLength(1);

    const welcome = await server.dataSource.getRepository(OutboxEmail).findOneByOrFail({ to: reader.email, kind: 'newsletter-welcome' });
    await request(server.url).post('/api/newsletter/unsubscribe').send({ token: tokenIn(welcome.text) }).expect(200);
    consents = await consentsOf(reader);
    expect(purposeOf(consents, 'newsletter')).toMatchObject({ given: false, withdrawable: false });
    expect(historyOf(consents, 'newsletter')).toEqual([expect.objectContaining({ withdrawnAt: expect.any(String) })]);

    await subscribe(reader.email);
    expect(purposeOf(await consentsOf(reader), 'newsletter')).toMatchObject({ given: true, withdrawable: true });
    const answer = consentsSchema.parse((await withdraw(reader, 'newsletter').expect(200)).body);
    expect(purposeOf(answer, 'newsletter')).toMatchObject({ given: false, withdrawable: false });
    expect(historyOf(answer, 'newsletter').map((record) => record.withdrawnAt)).toEqual([expect.any(String), expect.any(String)]);
    expect((await server.dataSource.getRepository(NewsletterSubscriber).findOneByOrFail({ email: reader.email })).unsubscribedAt).toBeInstanceOf(Date);
  });

  it('records the consent of a subscriber without an account on the subscription', async () => {
    await subscribe('no-account-reader@example.com');
    const subscription = await server.dataSource.getRepository(NewsletterSubscriber).findOneByOrFail({ email: 'no-account-reader@example.com' });
    expect(await server.dataSource.getRepository(Consent).findBy({ subscriberId: subscription.id })).toEqual([
      expect.objectContaining({ userId: null, purpose: 'newsletter', version: PRIVACY_TEXT_VERSION, withdrawnAt: null }),
    ]);
  });

  it("never shows or withdraws anyone else's consents", async () => {
    const carol = await loginAs(server, 'user');
    await setAvailable(carol, true);
    await subscribe(carol.email);
    const theirs = await consentsOf(carol);
    await withdraw(bob, 'matching').expect(200);
    await withdraw(bob, 'newsletter').expect(200);
    expect(await consentsOf(carol)).toEqual(theirs);
    const bobs = await consentsOf(bob);
    expect(bobs.history.map((record) => record.purpose)).toEqual(['account']);
    expect(JSON.stringify(bobs)).not.toContain(theirs.history[0].givenAt);
  });

  it.each(['eligibility-reminders', 'donation-journey'] as const)('keeps %s off until given with PUT, records it once when given twice at once, and withdraws it with DELETE', async (purpose) => {
    const dana = await loginAs(server, 'user');
    expect(purposeOf(await consentsOf(dana), purpose)).toMatchObject({ given: false, withdrawable: false, givenAt: null, statement: CONSENT_STATEMENTS[purpose] });
    const give = () => api(server, dana.accessToken).put(`/api/user/consents/${purpose}`).expect(200);
    await Promise.all([give(), give()]);
    const given = consentsSchema.parse((await give()).body);
    expect(purposeOf(given, purpose)).toMatchObject({ given: true, withdrawable: true, version: PRIVACY_TEXT_VERSION, statement: CONSENT_STATEMENTS[purpose] });
    expect((await rowsOf(dana.id)).filter((row) => row.purpose === purpose)).toEqual([expect.objectContaining({ withdrawnAt: null, version: PRIVACY_TEXT_VERSION })]);
    const withdrawn = consentsSchema.parse((await withdraw(dana, purpose).expect(200)).body);
    expect(purposeOf(withdrawn, purpose)).toMatchObject({ given: false, withdrawable: false });
    expect(historyOf(withdrawn, purpose)).toEqual([expect.objectContaining({ withdrawnAt: expect.any(String) })]);
    await withdraw(dana, purpose).expect(200);
    expect(purposeOf(consentsSchema.parse((await give()).body), purpose).given).toBe(true);
    expect(historyOf(await consentsOf(dana), purpose)).toHaveLength(2);
  });

  it.each([
    ['an unknown purpose', 'marketing', CONSENT_MESSAGES.purposeInvalid],
    ['matching (given by turning availability on)', 'matching', CONSENT_MESSAGES.notGivenHere],
    ['the account consent', 'account', CONSENT_MESSAGES.notGivenHere],
  ])('refuses to give %s with PUT: a 400 naming purpose, and changes nothing', async (_case, purpose, message) => {
    const before = await consentsOf(alice);
    expectValidationFailure((await api(server, alice.accessToken).put(`/api/user/consents/${purpose}`).expect(400)).body, { purpose: [message] });
    expect(await consentsOf(alice)).toEqual(before);
  });

  it.each([
    ['an unknown purpose', 'marketing', CONSENT_MESSAGES.purposeInvalid],
    ['a purpose in another case', 'Matching', CONSENT_MESSAGES.purposeInvalid],
    ['the account consent (withdrawn by deleting the account)', 'account', CONSENT_MESSAGES.accountNotWithdrawable],
  ])('refuses %s with a 400 naming purpose, and changes nothing', async (_case, purpose, message) => {
    const before = await consentsOf(alice);
    expectValidationFailure((await withdraw(alice, purpose).expect(400)).body, { purpose: [message] });
    expect(await consentsOf(alice)).toEqual(before);
  });

  it('is only for a logged-in caller', async () => {
    await request(server.url).get('/api/user/consents').expect(401);
    await request(server.url).delete('/api/user/consents/matching').expect(401);
    await request(server.url).put('/api/user/consents/eligibility-reminders').expect(401);
  });
});
