import { DAY_MS, DONOR_CARD_MESSAGES as C, DRIVE_MESSAGES as M, SHORT_CODE_ALPHABET, todayIn } from '@blood-donation/domain';
import request from 'supertest';
import { DonorCard } from '../src/donor-card/donor-card.entity';
import { Account, loginAs } from './support/accounts';
import { api, donationBody } from './support/donor-flows';
import { assignDriveStaff, createDrive, session, slotsOf } from './support/drive-flows';
import { CapturedLog } from './support/captured-log';
import { startTestServer, TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const QUARTER = 15 * 60_000;

describe('the digital donor card and the desk lookup by it', () => {
  let server: TestServer;
  let admin: Account;
  let today: string;
  const log = new CapturedLog();

  /** A drive running now: from the last quarter hour before now, 16 slots of 15 minutes, 2 chairs each. */
  const driveToday = () => createDrive(server, admin.accessToken, [session(new Date(Math.floor(Date.now() / QUARTER) * QUARTER - QUARTER), 16, 15, 2)]);
  const donor = async () => {
    const account = await loginAs(server, 'user');
    return { ...account, call: api(server, account.accessToken) };
  };
  type Donor = Awaited<ReturnType<typeof donor>>;
  /** `who` booked at the drive's first slot still open for booking: the appointment. */
  const book = async (who: Donor, driveId: number) => {
    const slot = (await slotsOf(server, driveId)).find(({ start }) => new Date(start).getTime() > Date.now() + 65 * 60_000)!;
    return (await who.call.post(`/api/drives/${driveId}/appointments`, { slotStart: slot.start }).expect(201)).body as { id: number; start: string };
  };
  const staffOf = async (driveId: number) => {
    const staff = await assignDriveStaff(server, admin.accessToken, driveId, await loginAs(server, 'user'));
    return { ...staff, call: api(server, staff.accessToken) };
  };
  const lookup = (caller: { call: ReturnType<typeof api> }, driveId: number, code: string) => caller.call.get(`/api/drive-desk/${driveId}/lookup?code=${encodeURIComponent(code)}`);
  const cardOf = async (who: Donor) => (await who.call.get('/api/user/donor-card').expect(200)).body;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'trace' }, undefined, log);
    admin = await loginAs(server, 'admin');
    today = todayIn(server.settings.siteTimeZone);
  });
  afterAll(() => server.close());

  it("shows a new donor's card: registered blood group not yet confirmed, no donations, may give today; opaque codes answered again", async () => {
    const ann = await donor();
    const card = await cardOf(ann);
    expect(card).toEqual({
      username: expect.any(String), bloodGroup: 'O+', bloodGroupConfirmed: false, donations: 0, nextEligibleDate: today,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), shortCode: expect.any(String), expiresAt: expect.any(String),
    });
    expect(card.shortCode).toHaveLength(8);
    expect([...card.shortCode].every((symbol: string) => SHORT_CODE_ALPHABET.includes(symbol))).toBe(true);
    // Nothing of the account in clear: not its id, email or mobile, in the token nor decoded from it.
    const decoded = Buffer.from(card.token, 'base64url').toString('latin1');
    const profile = (await ann.call.get('/api/user/me').expect(200)).body;
    for (const secret of [ann.email, profile.mobile, `"id":${ann.id}`, `${ann.id}`.padStart(3, '#')]) {
      expect(card.token).not.toContain(secret);
      expect(decoded).not.toContain(secret);
    }
    const expires = new Date(card.expiresAt).getTime();
    expect(Math.abs(expires - Date.now() - server.settings.donorCardTtlDays * DAY_MS)).toBeLessThan(60_000);
    // The same card until it nears expiry; the table keeps neither code.
    expect(await cardOf(ann)).toEqual(card);
    const row = await server.dataSource.getRepository(DonorCard).findOneByOrFail({ userId: ann.id });
    expect(JSON.stringify(row)).not.toContain(card.token);
    expect(JSON.stringify(row)).not.toContain(card.shortCode);
  });

  it('finds the appointment by the scanned token and by the typed short code (any case, with spaces)', async () => {
    const driveId = await driveToday();
    const staff = await staffOf(driveId);
    const ann = await donor();
    const appointment = await book(ann, driveId);
    const card = await cardOf(ann);
    const expected = { appointmentId: appointment.id, username: card.username, start: appointment.start, status: 'booked' };
    expect((await lookup(staff, driveId, card.token).expect(200)).body).toEqual(expected);
    expect((await lookup(staff, driveId, card.shortCode).expect(200)).body).toEqual(expected);
    const typed = `${card.shortCode.slice(0, 4).toLowerCase()} ${card.shortCode.slice(4)}`;
    expect((await lookup(staff, driveId, typed).expect(200)).body).toEqual(expected);
    // Coordinators reach every drive's desk.
    const moderator = await loginAs(server, 'moderator');
    expect((await lookup({ call: api(server, moderator.accessToken) }, driveId, card.shortCode).expect(200)).body).toEqual(expected);
    // The log names the route, never the code.
    expect(log.text).toContain('/api/drive-desk/:driveId/lookup');
    for (const secret of [card.token, card.shortCode, typed]) expect(log.text).not.toContain(secret);
  });

  it('refuses a tampered token, an unknown code and a missing one, naming code', async () => {
    const driveId = await driveToday();
    const staff = await staffOf(driveId);
    const ann = await donor();
    await book(ann, driveId);
    const { token, shortCode } = await cardOf(ann);
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    expectValidationFailure((await lookup(staff, driveId, flipped).expect(400)).body, { code: [C.codeUnknown] });
    expectValidationFailure((await lookup(staff, driveId, `${token}x`).expect(400)).body, { code: [C.codeUnknown] });
    const otherCode = [...shortCode].map((symbol) => (symbol === '2' ? '3' : '2')).join('');
    expectValidationFailure((await lookup(staff, driveId, otherCode).expect(400)).body, { code: [C.codeUnknown] });
    expectValidationFailure((await staff.call.get(`/api/drive-desk/${driveId}/lookup`).expect(400)).body, { code: [C.codeRequired] });
    expectValidationFailure((await staff.call.get(`/api/drive-desk/${driveId}/lookup?code=${shortCode}&email=x`).expect(400)).body, { email: ['property email should not exist'] });
  });

  it('refuses an expired card (time passes on the stored card), and the donor then gets a new one', async () => {
    const driveId = await driveToday();
    const staff = await staffOf(driveId);
    const ann = await donor();
    await book(ann, driveId);
    const old = await cardOf(ann);
    await server.dataSource.getRepository(DonorCard).update({ userId: ann.id }, { expiresAt: new Date(Date.now() - 1000) });
    expectValidationFailure((await lookup(staff, driveId, old.token).expect(400)).body, { code: [C.codeExpired] });
    expectValidationFailure((await lookup(staff, driveId, old.shortCode).expect(400)).body, { code: [C.codeExpired] });
    const renewed = await cardOf(ann);
    expect(renewed.token).not.toBe(old.token);
    expect(renewed.shortCode).not.toBe(old.shortCode);
    expect((await lookup(staff, driveId, renewed.shortCode).expect(200)).body.status).toBe('booked');
    // The old codes are gone with the old card.
    expectValidationFailure((await lookup(staff, driveId, old.token).expect(400)).body, { code: [C.codeUnknown] });
  });

  it('renews a card that nears expiry (a quarter of DONOR_CARD_TTL_DAYS left), and not before', async () => {
    const ann = await donor();
    const first = await cardOf(ann);
    const ttl = server.settings.donorCardTtlDays * DAY_MS;
    await server.dataSource.getRepository(DonorCard).update({ userId: ann.id }, { expiresAt: new Date(Date.now() + ttl / 4 + 60_000) });
    expect((await cardOf(ann)).token).toBe(first.token);
    await server.dataSource.getRepository(DonorCard).update({ userId: ann.id }, { expiresAt: new Date(Date.now() + ttl / 4 - 60_000) });
    const next = await cardOf(ann);
    expect(next.token).not.toBe(first.token);
    expect(new Date(next.expiresAt).getTime()).toBeGreaterThan(Date.now() + ttl - 60_000);
  });

  it("answers 404 naming code for another donor's card at a drive where that donor has no appointment, and tells nothing of them", async () => {
    const driveId = await driveToday();
    const otherDrive = await driveToday();
    const staff = await staffOf(driveId);
    const ben = await donor();
    await book(ben, otherDrive);
    const card = await cardOf(ben);
    const body = (await lookup(staff, driveId, card.shortCode).expect(404)).body;
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: C.noAppointment });
    expect(JSON.stringify(body)).not.toContain(card.username);
    // A cancelled appointment is none.
    const cancelled = await donor();
    const appointment = await book(cancelled, driveId);
    await cancelled.call.delete(`/api/user/appointments/${appointment.id}`).expect((response) => expect(response.status).toBeLessThan(300));
    await lookup(staff, driveId, (await cardOf(cancelled)).token).expect(404);
  });

  it('lets only the desk of that drive look up: not a donor, not drive staff of another drive, not anonymous', async () => {
    const driveId = await driveToday();
    const otherDrive = await driveToday();
    await staffOf(driveId);
    const elsewhere = await staffOf(otherDrive);
    const ann = await donor();
    await book(ann, driveId);
    const { shortCode } = await cardOf(ann);
    expect((await lookup(elsewhere, driveId, shortCode).expect(403)).body.message).toEqual(expect.any(String));
    await lookup(ann, driveId, shortCode).expect(403);
    await api(server, '').get(`/api/drive-desk/${driveId}/lookup?code=${shortCode}`).expect(401);
    expect((await lookup({ call: api(server, admin.accessToken) }, 999_999, shortCode).expect(404)).body.message).toBe(M.driveNotFound);
    await api(server, '').get('/api/user/donor-card').expect(401);
  });

  it('confirms the blood group and counts the donation once the desk records it; the next eligible date moves', async () => {
    const driveId = await driveToday();
    const staff = await staffOf(driveId);
    const ann = await donor();
    await book(ann, driveId);
    const before = await cardOf(ann);
    expect(before).toMatchObject({ bloodGroupConfirmed: false, donations: 0, nextEligibleDate: today });
    const found = (await lookup(staff, driveId, before.shortCode).expect(200)).body;
    await staff.call.put(`/api/drive-desk/appointments/${found.appointmentId}`, { status: 'checked-in' }).expect(200);
    expect((await lookup(staff, driveId, before.token).expect(200)).body.status).toBe('checked-in');
    await staff.call.put(`/api/drive-desk/appointments/${found.appointmentId}`, { status: 'donated', units: 1 }).expect(200);
    const after = await cardOf(ann);
    const eligibility = (await ann.call.get('/api/user/eligibility').expect(200)).body;
    expect(after).toMatchObject({ bloodGroup: 'O+', bloodGroupConfirmed: true, donations: 1, nextEligibleDate: eligibility.nextEligibleDate, token: before.token });
    expect(after.nextEligibleDate > today).toBe(true);
    // A donation the donor typed in counts, but confirms nothing.
    const bea = await donor();
    await bea.call.post('/api/add', donationBody({ date: today })).expect(201);
    expect(await cardOf(bea)).toMatchObject({ donations: 1, bloodGroupConfirmed: false });
  });

  it("is gone with the account, and the account export says what it holds (never the token)", async () => {
    const ann = await donor();
    const card = await cardOf(ann);
    const exported = (await ann.call.get('/api/user/export').expect(200)).body;
    expect(exported.donorCard).toEqual({ shortCode: card.shortCode, issuedAt: expect.any(String), expiresAt: card.expiresAt });
    expect(JSON.stringify(exported)).not.toContain(card.token);
    await request(server.url).delete('/api/user/me').auth(ann.accessToken, { type: 'bearer' }).send({ password: 'secret1' }).expect(200);
    expect(await server.dataSource.getRepository(DonorCard).countBy({ userId: ann.id })).toBe(0);
  });
});
