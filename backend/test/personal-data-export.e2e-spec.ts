import request from 'supertest';
import { personalDataExportSchema, PRIVACY_TEXT_VERSION } from '@blood-donation/domain';
import { approvedRequest, answer, donor, type Donor, runWavesIn } from './support/ask-flows';
import { volunteerBody } from './support/content-flows';
import { api, createBloodRequest, createDonation, startWithAccounts } from './support/donor-flows';
import type { Account } from './support/accounts';
import { pushSubscriptionBody } from './support/push-flows';
import { addPasskey, authenticatorFor } from './support/passkey-flows';
import type { SoftwareAuthenticator } from './support/software-authenticator';
import { PasskeyCredential } from '../src/passkeys/passkey.entity';
import type { TestServer } from './support/test-server';
import { EligibilityReminder } from '../src/eligibility-reminders/eligibility-reminder.entity';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const ashasPhone = pushSubscriptionBody();

describe('GET /api/user/export: a donor takes their data out', () => {
  let server: TestServer;
  let admin: Account;
  let asha: Donor, ravi: Donor;
  let ashasPasskey: SoftwareAuthenticator;
  let ashaCard: { token: string; shortCode: string; expiresAt: string }, raviCard: { token: string; shortCode: string };

  beforeAll(async () => {
    ({ server, admin } = await startWithAccounts());
    ashasPasskey = authenticatorFor(server);
    // Asha: a donation, a request, availability, an ask she said yes to, a volunteer sign-up, the newsletter, a login.
    asha = await donor(server, { bloodGroup: 'O-', city: 'Pune' });
    ravi = await donor(server, { bloodGroup: 'A+', city: 'Pune', available: false });
    const own = await createDonation(server, asha.accessToken, { name: 'Asha Own Donation', date: '2026-01-05', bloodGroup: 'O-' });
    // What became of it: issued to a hospital of the organisation's list.
    await api(server, admin.accessToken).post('/api/admin/hospitals', { name: 'Export General', city: 'Pune' }).expect(201);
    await api(server, admin.accessToken).put(`/api/admin/donations/${own.id}/journey`, { status: 'issued', hospital: 'Export General', date: '2026-01-09' }).expect(200);
    await createBloodRequest(server, asha.accessToken, { name: 'Asha Own Patient', city: 'Pune' });
    await api(server, asha.accessToken).post('/api/volunteers/register', volunteerBody({ firstName: 'AshaVolunteer', email: asha.email })).expect(201);
    await request(server.url).post('/api/newsletter/subscribe').send({ email: asha.email }).expect(200);
    // Ravi's request, which asks Asha; she says yes, so she may see his name and mobile — but not in her export.
    const ravis = await approvedRequest(server, ravi, admin, { name: 'Ravi Patient Name', mobile: '9123456789', email: 'ravi-request@example.com', bloodGroup: 'A+' });
    await runWavesIn(server, 0);
    await answer(server, asha, ravis, { answer: 'yes' }).expect(200);
    // Her phone, with notifications on (after the wave: nothing is pushed to it).
    await api(server, asha.accessToken).post('/api/user/push-subscriptions').set('User-Agent', FIREFOX_ANDROID).send(ashasPhone).expect(201);
    // Her passkey, and one of Ravi's.
    await addPasskey(server, asha.accessToken, ashasPasskey, 'Asha phone passkey');
    await addPasskey(server, ravi.accessToken, authenticatorFor(server), 'Ravi laptop passkey');
    // Ravi's own records, none of which may show in Asha's export.
    await createDonation(server, ravi.accessToken, { name: 'Ravi Own Donation', mobile: '9000000001' });
    // Both opened their donor cards: hers is in her export (short code and dates, never the token), his is not.
    ashaCard = (await api(server, asha.accessToken).get('/api/user/donor-card').expect(200)).body;
    raviCard = (await api(server, ravi.accessToken).get('/api/user/donor-card').expect(200)).body;
    // A reminder that she could give again, sent (and one of Ravi's, not hers).
    await server.dataSource.getRepository(EligibilityReminder).insert([
      { userId: asha.id, eligibleOn: '2026-03-02', sentAt: new Date('2026-03-02T04:00:00.000Z') },
      { userId: ravi.id, eligibleOn: '2026-03-03', sentAt: new Date('2026-03-03T04:00:00.000Z') },
    ]);
  });
  afterAll(() => server.close());

  it('answers a JSON file with every kind of record of the caller, in the documented shape', async () => {
    const response = await api(server, asha.accessToken).get('/api/user/export').expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-blood-donation-data.json"');
    expect(response.headers['cache-control']).toContain('no-store');
    const data = personalDataExportSchema.parse(response.body);
    expect(data.account).toMatchObject({ id: asha.id, email: asha.email, username: asha.username, mobile: asha.mobile, bloodGroup: 'O-' });
    expect(response.body.account).not.toHaveProperty('passwordHash');
    expect(data.availability).toEqual({ available: true, city: 'Pune', channel: 'email' });
    expect(data.donations.map((donation) => donation.name)).toEqual(['Asha Own Donation']);
    expect(data.donationJourneys).toEqual([
      { donationId: expect.any(Number), donationDate: '2026-01-05', status: 'issued', hospital: 'Export General', date: '2026-01-09', reason: null, text: 'Your donation of 5 January was sent to Export General on 9 January' },
    ]);
    expect(data.bloodRequests.map((request) => request.name)).toEqual(['Asha Own Patient']);
    expect(data.asks).toEqual([expect.objectContaining({ bloodGroup: 'A+', city: 'Pune', answer: 'yes', answeredAt: expect.any(String) })]);
    expect(data.volunteerSignUps.map((signUp) => signUp.firstName)).toEqual(['AshaVolunteer']);
    expect(data.newsletter).toEqual({ email: asha.email, subscribedAt: expect.any(String), unsubscribedAt: null });
    expect(data.sessions).toEqual([expect.objectContaining({ endedAt: null })]);
    expect(data.donorCard).toEqual({ shortCode: ashaCard.shortCode, issuedAt: expect.any(String), expiresAt: ashaCard.expiresAt });
    expect(JSON.stringify(response.body)).not.toContain(ashaCard.token);
    // Registering, being available and the newsletter, newest first; Ravi's own account consent is not hers.
    expect(data.consents.map(({ purpose, version, withdrawnAt }) => ({ purpose, version, withdrawnAt }))).toEqual(
      ['newsletter', 'matching', 'account'].map((purpose) => ({ purpose, version: PRIVACY_TEXT_VERSION, withdrawnAt: null })),
    );
    expect(data.consents).toEqual((await api(server, asha.accessToken).get('/api/user/consents').expect(200)).body.history);
    expect(data.pushDevices).toEqual([{ id: expect.any(Number), createdAt: expect.any(String), device: 'Firefox on Android', service: '127.0.0.1:9' }]);
    // The device's push address and keys stay on the server.
    const text = JSON.stringify(response.body);
    for (const secret of [ashasPhone.endpoint, ashasPhone.keys.p256dh, ashasPhone.keys.auth]) expect(text).not.toContain(secret);
    // Her passkey: its name and dates, never its credential id or public key.
    expect(data.passkeys).toEqual([{ id: expect.any(Number), name: 'Asha phone passkey', createdAt: expect.any(String), lastUsedAt: null, backedUp: true }]);
    const passkey = await server.dataSource.getRepository(PasskeyCredential).findOneByOrFail({ userId: asha.id });
    for (const secret of [passkey.credentialId, passkey.publicKey]) expect(text).not.toContain(secret);
    expect(data.milestones).toEqual([{ count: 1, reachedAt: '2026-01-05', selfReported: true }]);
    expect(data.milestones).toEqual((await api(server, asha.accessToken).get('/api/user/milestones').expect(200)).body);
    expect(data.eligibilityReminders).toEqual({ dueOn: null, sent: [{ eligibleOn: '2026-03-02', sentAt: '2026-03-02T04:00:00.000Z' }] });
  });

  it('holds no value that belongs to anyone else, and never the password hash', async () => {
    const text = JSON.stringify((await api(server, asha.accessToken).get('/api/user/export').expect(200)).body);
    for (const theirs of [ravi.email, ravi.username, ravi.mobile, 'Ravi Patient Name', '9123456789', 'ravi-request@example.com', 'Ravi Own Donation', 'Ravi laptop passkey', '$argon2', raviCard.token, raviCard.shortCode]) {
      expect(text).not.toContain(theirs);
    }
  });

  it('is only for a logged-in caller', async () => {
    await request(server.url).get('/api/user/export').expect(401);
  });

  it('holds the teams she is in (role, joining day, shown), never the other members', async () => {
    const own = (await api(server, asha.accessToken).post('/api/teams', { name: 'Asha export team', kind: 'college' }).expect(201)).body;
    const ravis = (await api(server, ravi.accessToken).post('/api/teams', { name: 'Ravi export team', kind: 'workplace' }).expect(201)).body;
    await api(server, asha.accessToken).post('/api/teams/join', { joinCode: ravis.joinCode }).expect(201);
    await api(server, ravi.accessToken).post('/api/teams/join', { joinCode: own.joinCode }).expect(201);
    await api(server, asha.accessToken).put(`/api/teams/${ravis.slug}/members/me`, { shown: true }).expect(200);

    const response = await api(server, asha.accessToken).get('/api/user/export').expect(200);
    const { teams } = personalDataExportSchema.parse(response.body);
    expect(teams.map(({ slug, role, shown }) => ({ slug, role, shown }))).toEqual([
      { slug: own.slug, role: 'owner', shown: false },
      { slug: ravis.slug, role: 'member', shown: true },
    ]);
    expect(response.body.teams[0]).not.toHaveProperty('members');
    expect(JSON.stringify(response.body)).not.toContain(ravi.username);
  });
});
