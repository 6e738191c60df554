import { DonorCard } from '../src/donor-card/donor-card.entity';
import { ACCOUNT_DELETION_MESSAGES as M, DAY_MS, PASSKEY_MESSAGES } from '@blood-donation/domain';
import request from 'supertest';
import { AuditEntryRecord } from '../src/audit-log/audit-entry.entity';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { BloodRequestExpiry } from '../src/blood-requests/blood-request-expiry';
import { Consent } from '../src/consents/consent.entity';
import { ReminderSchedule } from '../src/donations/reminder-schedule.entity';
import { EligibilityReminder } from '../src/eligibility-reminders/eligibility-reminder.entity';
import { Contact } from '../src/contacts/contact.entity';
import { CONTACT_API_MESSAGES } from '../src/contacts/contacts.messages';
import { DonationJourney, DonationJourneyNotice } from '../src/donation-journey/donation-journey.entity';
import { Donation } from '../src/donations/donation.entity';
import { TeamMember } from '../src/teams/team-member.entity';
import { DonorAsk } from '../src/donor-asks/donor-ask.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { PushSubscription } from '../src/push/push-subscription.entity';
import { User } from '../src/users/user.entity';
import { Volunteer } from '../src/volunteers/volunteer.entity';
import { USER_MESSAGES } from '../src/users/users.messages';
import { type Account, login, loginAs, refreshCookieOf, register, setRole } from './support/accounts';
import { answer, approvedRequest, askedBefore, donor, type Donor, runWavesIn, waveJobOf } from './support/ask-flows';
import { altchaToken } from './support/captcha';
import { CapturedLog } from './support/captured-log';
import { volunteerBody } from './support/content-flows';
import { findInEveryTable } from './support/database-search';
import { api, createBloodRequest, createDonation, createEvent } from './support/donor-flows';
import { TestSmtp, waitFor, waitForStatus } from './support/mail';
import { pushSubscriptionBody } from './support/push-flows';
import { addPasskey, authenticatorFor, passkeyAssertion } from './support/passkey-flows';
import { PasskeyCredential } from '../src/passkeys/passkey.entity';
import type { SoftwareAuthenticator } from './support/software-authenticator';
import { startTestServer, SUPER_ADMIN, type TestServer } from './support/test-server';

const deleteMe = (server: TestServer, token: string, body: object) => request(server.url).delete('/api/user/me').auth(token, { type: 'bearer' }).send(body);
const dashboard = async (server: TestServer, admin: Account) => (await api(server, admin.accessToken).get('/api/admin/dashboard').expect(200)).body as Record<string, number>;
const me = (server: TestServer, token: string) => api(server, token).get('/api/user/me');

/** Values that name nobody else in this test: each must be gone from the whole database once Zora has left. */
const ZORA = {
  donationName: 'Zorabel Quintavalle',
  donationMobile: '9811122233',
  donationAddress: '12 Quietude Lane, Aundh',
  patientName: 'Pendleton Quarrier',
  requestEmail: 'zora.contact@quintavalle.example.net',
  requestMobile: '+91 9822233344',
  disease: 'Quintessential anaemia',
  hospital: 'Quietwater Clinic',
  volunteerFirstName: 'Zorabella',
  volunteerLastName: 'Vantongeren',
  volunteerPhone: '9833344455',
  volunteerAddress: '7 Lindenhof Road, Baner',
  volunteerZip: '411045',
  volunteerMessage: 'I can drive donors to the Vantongeren hall.',
  contactName: 'Zora Q. Vantongeren',
  contactSubject: 'Quincunx drive at our society',
  contactMessage: 'Could the Quincunx society host a drive in May?',
  repliedSubject: 'Quodlibet hall booking',
  repliedMessage: 'Is the Quodlibet hall free on Sunday?',
  reply: 'Yes, the Quodlibet hall is yours, Zora.',
  pushEndpoint: 'https://127.0.0.1:9/push/zora-quintavalle-phone',
  passkeyName: 'Zora Quillfeather passkey',
};
/** The words of those values that no one else's record holds: the search index keeps single words. */
const ZORA_WORDS = ['Quillfeather', 'Zorabel', 'Quintavalle', 'Pendleton', 'Quarrier', 'Quintessential', 'Zorabella', 'Vantongeren', 'Quietude', 'Lindenhof', 'Quietwater', 'Quincunx', 'Quodlibet', '9822233344'];

describe('DELETE /api/user/me: a donor leaves', () => {
  let server: TestServer;
  let zorasPasskey: SoftwareAuthenticator;
  let smtp: TestSmtp;
  const log = new CapturedLog();
  let admin: Account;
  let zora: Donor, ravi: Donor, meena: Donor;
  let volunteerId: number, eventId: number;
  let unread: Contact, replied: Contact;
  let zoraPassword: string;
  let zoraCookie: string;
  let ravisOpen: number, ravisClosed: number;
  let fulfilled: number, searching: number, pending: number;
  let zorasDonation: number;

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, LOG_LEVEL: 'trace' }, undefined, log);
    zorasPasskey = authenticatorFor(server);
    admin = await loginAs(server, 'admin');
    ravi = await donor(server, { bloodGroup: 'A+', city: 'Pune' });
    zora = await donor(server, { bloodGroup: 'O-', city: 'Pune' });
    meena = await donor(server, { bloodGroup: 'A+', available: false });
    zoraPassword = 'secret1';
    zoraCookie = (await login(server, zora.email, zoraPassword, true)).cookie;
    const as = (who: Account) => api(server, who.accessToken);
    // Asked by a wave when eligible, else (asked this week already, or given too recently) asked here.
    const asked = async (bloodRequestId: number, who: Donor) => {
      await runWavesIn(server, 0);
      if (!(await server.dataSource.getRepository(DonorAsk).existsBy({ bloodRequestId, userId: who.id }))) await askedBefore(server, bloodRequestId, who.id, 0);
    };

    // Her own records: a donation, a volunteer sign-up for an event, the newsletter, two contact messages (one sent in
    // capitals and unread, one replied to), a reset link.
    const gift = await createDonation(server, zora.accessToken, { name: ZORA.donationName, mobile: ZORA.donationMobile, address: ZORA.donationAddress, bloodGroup: 'O-' });
    // What became of it, told to her (her 'donation-journey' consent): the journey and its notice go with her account.
    zorasDonation = gift.id;
    await as(zora).put('/api/user/consents/donation-journey').expect(200);
    await as(admin).post('/api/admin/hospitals', { name: 'Aundh General', city: 'Pune' }).expect(201);
    await as(admin).put(`/api/admin/donations/${gift.id}/journey`, { status: 'issued', hospital: 'Aundh General', date: '2026-11-02' }).expect(200);
    eventId = (await createEvent(server, admin.accessToken, { name: 'Aundh Drive' })).id;
    const volunteer = { firstName: ZORA.volunteerFirstName, lastName: ZORA.volunteerLastName, phone: ZORA.volunteerPhone, address: ZORA.volunteerAddress, zipCode: ZORA.volunteerZip, message: ZORA.volunteerMessage, email: zora.email };
    volunteerId = (await as(zora).post('/api/volunteers/register', { ...volunteerBody(volunteer), event: { id: eventId } }).expect(201)).body.id;
    await request(server.url).post('/api/newsletter/subscribe').send({ email: zora.email }).expect(200);
    const contact = async (name: string, email: string, subject: string, message: string) => {
      await request(server.url).post('/api/contact-us').send({ name, email, subject, message, captchaToken: await altchaToken(server) }).expect(200);
      return server.dataSource.getRepository(Contact).findOneByOrFail({ subject });
    };
    unread = await contact(ZORA.contactName, zora.email.toUpperCase(), ZORA.contactSubject, ZORA.contactMessage);
    replied = await contact(ZORA.contactName, zora.email, ZORA.repliedSubject, ZORA.repliedMessage);
    await as(admin).post(`/api/admin/contacts/${replied.id}/reply`, { message: ZORA.reply }).expect(200);
    await as(zora).post('/api/user/push-subscriptions', pushSubscriptionBody(ZORA.pushEndpoint)).expect(201);
    await addPasskey(server, zora.accessToken, zorasPasskey, ZORA.passkeyName);
    replied = await waitFor(() => server.dataSource.getRepository(Contact).findOneBy({ id: replied.id, replyStatus: 'sent' }), 'the reply sent');
    await request(server.url).post('/api/auth/forgot-password').send({ email: zora.email, captchaToken: await altchaToken(server) }).expect(202);

    // Her requests: one fulfilled (Ravi said yes), one still searching (Ravi said yes, Meena not yet), one pending.
    const patient = { bloodGroup: 'A+', name: ZORA.patientName, email: ZORA.requestEmail, mobile: ZORA.requestMobile, disease: ZORA.disease, hospital: ZORA.hospital };
    fulfilled = await approvedRequest(server, zora, admin, patient);
    await asked(fulfilled, ravi);
    await answer(server, ravi, fulfilled, { answer: 'yes' }).expect(200);
    await as(zora).put(`/api/blood-requests/${fulfilled}/fulfil`).expect(200);
    searching = await approvedRequest(server, zora, admin, patient);
    await asked(searching, ravi);
    await answer(server, ravi, searching, { answer: 'yes' }).expect(200);
    await askedBefore(server, searching, meena.id, 0);
    pending = (await createBloodRequest(server, zora.accessToken, { ...patient, city: 'Pune' })).id;

    // Ravi's requests she said yes to: one still searching, one closed.
    ravisOpen = await approvedRequest(server, ravi, admin, { bloodGroup: 'A+' });
    await asked(ravisOpen, zora);
    await answer(server, zora, ravisOpen, { answer: 'yes' }).expect(200);
    ravisClosed = await approvedRequest(server, ravi, admin, { bloodGroup: 'A+' });
    await asked(ravisClosed, zora);
    await answer(server, zora, ravisClosed, { answer: 'yes' }).expect(200);
    await as(ravi).put(`/api/blood-requests/${ravisClosed}/fulfil`).expect(200);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  /** Everything in the database that was Zora's: her account's values and those of everything she sent. */
  const zorasValues = () => [zora.email, zora.username, zora.mobile, ...Object.values(ZORA), ...ZORA_WORDS];

  it('holds her values in several tables before (the search finds them)', async () => {
    const tables = new Set((await findInEveryTable(server.dataSource, zorasValues())).map(({ table }) => table));
    expect([...tables].sort()).toEqual(expect.arrayContaining(['blood_requests', 'contacts', 'donations', 'newsletter_subscribers', 'outbox_emails', 'passkeys', 'push_subscriptions', 'search_words', 'users', 'volunteers']));
  });

  it('refuses a wrong password, naming the field, and changes nothing', async () => {
    const before = await server.dataSource.getRepository(User).findOneByOrFail({ id: zora.id });
    const wrong = await deleteMe(server, zora.accessToken, { password: 'not-her-password' }).expect(400);
    expect(wrong.body).toMatchObject({ statusCode: 400, errors: { password: [M.passwordWrong] } });
    const missing = await deleteMe(server, zora.accessToken, {}).expect(400);
    expect(missing.body.errors).toEqual({ password: [M.passwordRequired] });
    expect(await server.dataSource.getRepository(User).findOneByOrFail({ id: zora.id })).toEqual(before);
    await me(server, zora.accessToken).expect(200);
    await request(server.url).delete('/api/user/me').send({ password: zoraPassword }).expect(401);
  });

  it('erases every personal value from every table, keeps the counts, ends her sessions and confirms by email', async () => {
    expect(await server.dataSource.getRepository(Consent).countBy({ userId: zora.id })).toBeGreaterThan(0);
    // Her donor card (issue 24) goes with her.
    await api(server, zora.accessToken).get('/api/user/donor-card').expect(200);
    expect(await server.dataSource.getRepository(DonorCard).countBy({ userId: zora.id })).toBe(1);
    // Her eligible-again reminders: the consent given (a schedule row) and one reminder sent.
    await api(server, zora.accessToken).put('/api/user/consents/eligibility-reminders').expect(200);
    await server.dataSource.getRepository(EligibilityReminder).insert({ userId: zora.id, eligibleOn: '2026-01-05', sentAt: new Date() });
    expect(await server.dataSource.getRepository(ReminderSchedule).countBy({ userId: zora.id })).toBe(1);
    const countsBefore = await dashboard(server, admin);
    const usersBefore = await server.dataSource.getRepository(User).count();
    const response = await deleteMe(server, zora.accessToken, { password: zoraPassword }).expect(200);
    expect(response.body).toEqual({ message: M.deleted });
    expect(refreshCookieOf(response)).toMatch(/^refreshToken=;/);

    // The confirmation reaches her address; once sent, its outbox row keeps neither the address nor the text.
    const confirmation = await waitFor(() => server.dataSource.getRepository(OutboxEmail).findOneBy({ kind: 'account-deleted' }), 'the confirmation');
    await waitForStatus(server, confirmation.id, 'sent');
    const received = smtp.received.find((email) => email.to.includes(zora.email) && email.text.includes('Subject: Your Blood Donation account has been deleted'));
    const body = received!.text.slice(received!.text.indexOf('\n\n'));
    expect(body).toContain('You can no longer log in with it.');
    for (const value of [zora.email, zora.username, zora.mobile, ZORA.donationName]) expect(body).not.toContain(value);
    expect(await server.dataSource.getRepository(OutboxEmail).findOneByOrFail({ id: confirmation.id })).toMatchObject({ to: '', text: '', status: 'sent' });

    expect(await findInEveryTable(server.dataSource, zorasValues())).toEqual([]);
    expect(await server.dataSource.getRepository(Consent).countBy({ userId: zora.id })).toBe(0);
    expect(await server.dataSource.getRepository(PushSubscription).countBy({ userId: zora.id })).toBe(0);
    expect(await server.dataSource.getRepository(DonorCard).countBy({ userId: zora.id })).toBe(0);
    // What became of her donation goes with her account; the anonymous donation stays for the counts.
    expect(await server.dataSource.getRepository(DonationJourney).countBy({ donationId: zorasDonation })).toBe(0);
    expect(await server.dataSource.getRepository(DonationJourneyNotice).countBy({ donationId: zorasDonation })).toBe(0);
    expect(await server.dataSource.getRepository(Donation).existsBy({ id: zorasDonation })).toBe(true);
    expect(await server.dataSource.getRepository(ReminderSchedule).countBy({ userId: zora.id })).toBe(0);
    expect(await server.dataSource.getRepository(EligibilityReminder).countBy({ userId: zora.id })).toBe(0);

    // Every count of the admin dashboard stays: her open requests, her sign-up and her unread message included.
    expect(await dashboard(server, admin)).toEqual(countsBefore);
    expect(await server.dataSource.getRepository(User).count()).toBe(usersBefore);

    // Her sessions are over: the refresh cookie, the access token and the password all fail.
    await request(server.url).post('/api/auth/refresh').set('Cookie', zoraCookie).expect(401);
    await me(server, zora.accessToken).expect(401);
    await request(server.url).post('/api/auth/login').send({ email: zora.email, password: zoraPassword }).expect(401);
    // And her passkey: it went with her account.
    expect(await server.dataSource.getRepository(PasskeyCredential).countBy({ userId: zora.id })).toBe(0);
    const withPasskey = await request(server.url).post('/api/auth/passkey').send(await passkeyAssertion(server, zorasPasskey)).expect(401);
    expect(withPasskey.body.message).toBe(PASSKEY_MESSAGES.unknownPasskey);
  });

  it('keeps her donations and requests as anonymous rows, her open requests in their status but searching no more', async () => {
    const donations = await server.dataSource.getRepository(Donation).findBy({ bloodGroup: 'O-', units: 1, date: '2026-11-01' });
    expect(donations).toEqual([expect.objectContaining({ name: 'Erased', mobile: '', address: '', userId: null, city: 'Pune' })]);
    const requests = await server.dataSource.getRepository(BloodRequest).find({ where: [{ id: fulfilled }, { id: searching }, { id: pending }], order: { id: 'ASC' } });
    expect(requests.map(({ status }) => status)).toEqual(['Fulfilled', 'Approved', 'Pending']);
    for (const row of requests) {
      expect(row).toMatchObject({ name: 'Erased', email: '', mobile: '', disease: '', hospital: null, message: null, userId: null, bloodGroup: 'A+', city: 'Pune' });
    }
    const account = await server.dataSource.getRepository(User).findOneByOrFail({ id: zora.id });
    expect(account).toMatchObject({ username: 'Deleted account', age: null, bloodGroup: null, gender: null, mobile: null, passwordHash: '', role: 'user', available: false, availableCity: null });
    expect(account.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);

    // Its search stopped with her: no wave is due, and the need board counts only Ravi's open request.
    expect(await waveJobOf(server, searching)).toBeNull();
    const board = (await request(server.url).get('/api/need-board').expect(200)).body as { bloodGroup: string; city: string; open: number }[];
    expect(board.filter(({ bloodGroup, city }) => bloodGroup === 'A+' && city === 'Pune')).toEqual([expect.objectContaining({ open: 1 })]);
  });

  it('keeps her volunteer sign-up and messages as anonymous rows the admin lists and exports still show, and replies to them no more', async () => {
    const volunteer = await server.dataSource.getRepository(Volunteer).findOneOrFail({ where: { id: volunteerId }, relations: { event: true } });
    expect(volunteer).toMatchObject({ firstName: 'Erased', lastName: '', dob: '', gender: '', phone: '', email: '', address: '', city: '', state: '', zipCode: '', message: '', userId: null });
    expect(volunteer.event?.id).toBe(eventId);
    const contacts = await server.dataSource.getRepository(Contact).find({ where: [{ id: unread.id }, { id: replied.id }], order: { id: 'ASC' } });
    const erased = { name: 'Erased', email: '', subject: '', message: '', replyEmailId: null };
    expect(contacts).toEqual([
      { ...unread, ...erased },
      { ...replied, ...erased, reply: '' },
    ]);

    const admins = api(server, admin.accessToken);
    const volunteers = (await admins.get('/api/admin/volunteers').expect(200)).body as { id: number; firstName: string; dob: string; event: { id: number } | null }[];
    expect(volunteers.find(({ id }) => id === volunteerId)).toMatchObject({ firstName: 'Erased', dob: '', event: { id: eventId } });
    const messages = (await admins.get('/api/admin/contacts').expect(200)).body as { id: number; name: string; replyStatus: string | null }[];
    expect(messages.filter(({ id }) => id === unread.id || id === replied.id).map(({ name, replyStatus }) => ({ name, replyStatus }))).toEqual([
      { name: 'Erased', replyStatus: 'sent' },
      { name: 'Erased', replyStatus: null },
    ]);
    for (const resource of ['volunteers', 'contacts']) {
      const csv = await admins.get(`/api/admin/${resource}/export.csv`).expect(200);
      expect(csv.text).toContain('Erased');
    }

    const refused = await admins.post(`/api/admin/contacts/${unread.id}/reply`, { message: 'Hello?' }).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, message: CONTACT_API_MESSAGES.senderErased });
    await admins.post(`/api/admin/contacts/${replied.id}/reply/retry`).expect(409);
    expect(await server.dataSource.getRepository(OutboxEmail).countBy({ kind: 'contact-reply', aboutId: unread.id })).toBe(0);
  });

  it('keeps the yes of Ravi (without her contact) until her request closes, then thanks him; the unanswered ask goes', async () => {
    const asks = await server.dataSource.getRepository(DonorAsk).findBy({ bloodRequestId: searching });
    expect(asks.map(({ userId, answer }) => ({ userId, answer }))).toEqual([{ userId: ravi.id, answer: 'yes' }]);
    const ravisAsks = (await api(server, ravi.accessToken).get('/api/user/asks').expect(200)).body as { requestId: number; status: string; requester: unknown }[];
    expect(ravisAsks.find(({ requestId }) => requestId === searching)).toMatchObject({ status: 'Approved', requester: null });
    const thanks = () => server.dataSource.getRepository(OutboxEmail).findBy({ kind: 'donor-thanks', aboutId: searching });
    expect(await thanks()).toEqual([]);

    // An admin may still reject her Pending request; the expiry job closes the Approved one, as any other.
    await api(server, admin.accessToken).put(`/api/blood-requests/${pending}/reject`).expect(200);
    await server.app.get(BloodRequestExpiry).sweep(new Date(Date.now() + 60 * DAY_MS));
    const statuses = await server.dataSource.getRepository(BloodRequest).find({ where: [{ id: searching }, { id: pending }], order: { id: 'ASC' } });
    expect(statuses.map(({ status }) => status)).toEqual(['Expired', 'Rejected']);
    expect((await thanks()).map(({ to }) => to)).toEqual([ravi.email]);
  });

  it('keeps only her answers to requests already closed', async () => {
    const asks = await server.dataSource.getRepository(DonorAsk).findBy({ userId: zora.id });
    expect(asks.map(({ bloodRequestId, answer }) => ({ bloodRequestId, answer }))).toEqual([{ bloodRequestId: ravisClosed, answer: 'yes' }]);
  });

  it('records the deletion in the audit log by id, and logs nothing personal', async () => {
    const entries = await server.dataSource.getRepository(AuditEntryRecord).findBy({ action: 'user.delete-self' });
    expect(entries).toEqual([expect.objectContaining({ actorId: zora.id, actorRole: 'user', recordType: 'user', fields: 'password' })]);
    expect(log.text).toContain(`Account ${zora.id} deleted by its owner`);
    const logged = log.text.toLowerCase();
    for (const value of zorasValues()) expect(logged).not.toContain(value.toLowerCase());
  });
});

describe('DELETE /api/user/me: the last superAdmin stays', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses the last superAdmin with 409 and changes nothing; with another superAdmin, one may leave', async () => {
    const chief = await loginAs(server, 'superAdmin');
    const refused = await deleteMe(server, chief.accessToken, { password: SUPER_ADMIN.password }).expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, message: USER_MESSAGES.lastSuperAdminDelete });
    await me(server, chief.accessToken).expect(200);
    expect(await server.dataSource.getRepository(User).findOneByOrFail({ id: chief.id })).toMatchObject({ email: SUPER_ADMIN.email, role: 'superAdmin' });

    const second = await register(server);
    await setRole(server, second.email, 'superAdmin');
    const deputy = await login(server, second.email, second.password);
    await deleteMe(server, deputy.accessToken, { password: second.password }).expect(200);
    // Back to one superAdmin: the first still cannot leave.
    await deleteMe(server, chief.accessToken, { password: SUPER_ADMIN.password }).expect(409);
  });

  it('leaves the admin route by email as it was: DELETE /api/user/{email} still deletes another account', async () => {
    const chief = await loginAs(server, 'superAdmin');
    const other = await register(server);
    await api(server, chief.accessToken).delete(`/api/user/${encodeURIComponent(other.email)}`).expect(200);
    expect(await server.dataSource.getRepository(User).existsBy({ email: other.email })).toBe(false);
  });

  it('takes the account out of its teams: an owned team goes to its longest-standing member, one with no one else is removed', async () => {
    const owner = await register(server);
    const ownerToken = (await login(server, owner.email, owner.password)).accessToken;
    const [first, second] = [await loginAs(server, 'user'), await loginAs(server, 'user')];
    const shared = (await api(server, ownerToken).post('/api/teams', { name: 'Deletion crew', kind: 'workplace' }).expect(201)).body;
    const alone = (await api(server, ownerToken).post('/api/teams', { name: 'Deletion solo', kind: 'community' }).expect(201)).body;
    for (const who of [first, second]) await api(server, who.accessToken).post('/api/teams/join', { joinCode: shared.joinCode }).expect(201);
    const { id: ownerId } = await server.dataSource.getRepository(User).findOneByOrFail({ email: owner.email });

    await deleteMe(server, ownerToken, { password: owner.password }).expect(200);
    expect(await server.dataSource.getRepository(TeamMember).countBy({ userId: ownerId })).toBe(0);
    const roles = async (who: Account) => (await api(server, who.accessToken).get('/api/user/teams').expect(200)).body.map(({ slug, role }: { slug: string; role: string }) => [slug, role]);
    expect(await roles(first)).toEqual([[shared.slug, 'owner']]);
    expect(await roles(second)).toEqual([[shared.slug, 'member']]);
    await api(server).get(`/api/teams/${alone.slug}`).expect(404);

    // An administrator's deletion of an owner (the row goes): the longest-standing member owns the team from then on.
    const chief = await loginAs(server, 'superAdmin');
    await api(server, chief.accessToken).delete(`/api/user/${encodeURIComponent(first.email)}`).expect(200);
    expect(await roles(second)).toEqual([[shared.slug, 'owner']]);
  });
});
