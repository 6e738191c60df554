import { checkEligibility, DEFAULT_DONATION_TYPE, DRIVE_DESK_MESSAGES as D, DRIVE_MESSAGES as M, todayIn, addDays } from '@blood-donation/domain';
import { AuditEntryRecord } from '../src/audit-log/audit-entry.entity';
import { Appointment } from '../src/drives/appointment.entity';
import { User } from '../src/users/user.entity';
import { Account, loginAs } from './support/accounts';
import { approvedRequest, askedIds, donor as availableDonor, runWavesIn } from './support/ask-flows';
import { api } from './support/donor-flows';
import { assignDriveStaff, createDrive, hoursFromNow, session, slotsOf } from './support/drive-flows';
import { startTestServer, TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

const QUARTER = 15 * 60_000;

describe('the drive desk: check-in, outcomes, walk-ins and drive staff', () => {
  let server: TestServer;
  let admin: Account;
  let today: string;

  /** A drive running now: a session from the last quarter hour before now, 16 slots of 15 minutes, 2 chairs each. */
  const driveToday = () => createDrive(server, admin.accessToken, [session(new Date(Math.floor(Date.now() / QUARTER) * QUARTER - QUARTER), 16, 15, 2)]);
  const donor = async () => {
    const account = await loginAs(server, 'user');
    return { ...account, call: api(server, account.accessToken) };
  };
  /** A donor booked at the drive's first slot still open for booking. */
  const booked = async (driveId: number) => {
    const who = await donor();
    const slot = (await slotsOf(server, driveId)).find(({ start }) => new Date(start).getTime() > Date.now() + 65 * 60_000)!;
    const appointment = (await who.call.post(`/api/drives/${driveId}/appointments`, { slotStart: slot.start }).expect(201)).body;
    return { ...who, appointmentId: appointment.id as number };
  };
  const staffOf = async (driveId: number) => {
    const staff = await assignDriveStaff(server, admin.accessToken, driveId, await loginAs(server, 'user'));
    return { ...staff, call: api(server, staff.accessToken) };
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'admin');
    today = todayIn(server.settings.siteTimeZone);
  });
  afterAll(() => server.close());

  it("'Donated' creates the donation in the donor's history and moves the next eligible date; figures count it", async () => {
    const driveId = await driveToday();
    const staff = await staffOf(driveId);
    const ann = await booked(driveId);
    const list = (await staff.call.get(`/api/drive-desk/${driveId}/appointments`).expect(200)).body;
    expect(list).toEqual([{ id: ann.appointmentId, name: expect.any(String), start: expect.any(String), end: expect.any(String), bloodGroup: 'O+', nextEligibleDate: null, status: 'booked', donationId: null }]);
    expect(JSON.stringify(list)).not.toContain(ann.email);
    await staff.call.put(`/api/drive-desk/appointments/${ann.appointmentId}`, { status: 'checked-in' }).expect(200);
    const done = (await staff.call.put(`/api/drive-desk/appointments/${ann.appointmentId}`, { status: 'donated', units: 1, haemoglobin: 13.4, pulse: 72, bloodPressure: '120/80' }).expect(200)).body;
    expect(done).toMatchObject({ id: ann.appointmentId, status: 'donated', outcome: { units: 1, haemoglobin: 13.4, pulse: 72, bloodPressure: '120/80', deferralReason: null, deferredUntil: null } });
    const donations = (await ann.call.get('/api/user-donors').expect(200)).body;
    expect(donations).toEqual([expect.objectContaining({ date: today, units: 1, bloodGroup: 'O+' })]);
    // The desk names the donation it recorded, so its staff can record its journey there (test/donation-journey.e2e-spec.ts).
    const afterwards = (await staff.call.get(`/api/drive-desk/${driveId}/appointments`).expect(200)).body;
    expect(afterwards).toEqual([expect.objectContaining({ id: ann.appointmentId, status: 'donated', donationId: donations[0].id })]);
    const expected = checkEligibility({ donations: [{ date: today, type: DEFAULT_DONATION_TYPE }], sex: 'female', ruleSet: server.settings.eligibility.ruleSet, today }).nextEligibleDate;
    expect((await ann.call.get('/api/user/eligibility').expect(200)).body).toMatchObject({ eligible: false, nextEligibleDate: expected });
    expect((await ann.call.get('/api/user/appointments').expect(200)).body).toEqual([done]);
    // A second desk recording the same outcome is told, and nothing is written twice.
    expect((await staff.call.put(`/api/drive-desk/appointments/${ann.appointmentId}`, { status: 'donated', units: 1 }).expect(409)).body.message).toBe(D.cannotGoFrom('donated', 'donated'));
    expect((await ann.call.get('/api/user-donors').expect(200)).body).toHaveLength(1);
    const figures = (await api(server, admin.accessToken).get(`/api/admin/drives/${driveId}/figures`).expect(200)).body;
    expect(figures).toEqual({ booked: 1, waitlisted: 0, checkedIn: 0, donated: 1, deferred: 0, noShows: 0, unitsCollected: 1, capacity: 32 });
    await staff.call.get(`/api/admin/drives/${driveId}/figures`).expect(200);
    const entries = await server.dataSource.getRepository(AuditEntryRecord).findBy({ action: 'appointment.outcome', recordId: String(ann.appointmentId) });
    expect(entries.map(({ actorId, fields }) => [actorId, fields])).toEqual([[staff.id, 'status'], [staff.id, 'status,units,haemoglobin,pulse,bloodPressure']]);
  });

  it("'Deferred' needs a reason from the list and a later day; the donor is not eligible until then", async () => {
    const driveId = await driveToday();
    const staff = await staffOf(driveId);
    const ben = await booked(driveId);
    const url = `/api/drive-desk/appointments/${ben.appointmentId}`;
    expectValidationFailure((await staff.call.put(url, { status: 'deferred' }).expect(400)).body, { deferralReason: [D.deferralReasonInvalid], deferredUntil: [D.deferredUntilInvalid] });
    expectValidationFailure((await staff.call.put(url, { status: 'deferred', deferralReason: 'bored', deferredUntil: '2027-13-01' }).expect(400)).body, { deferralReason: [D.deferralReasonInvalid], deferredUntil: [D.deferredUntilInvalid] });
    expectValidationFailure((await staff.call.put(url, { status: 'deferred', deferralReason: 'pulse', deferredUntil: today }).expect(400)).body, { deferredUntil: [D.deferredUntilPast] });
    const until = addDays(today, 30);
    await staff.call.put(url, { status: 'deferred', deferralReason: 'low-haemoglobin', deferredUntil: until, haemoglobin: 11.2 }).expect(200);
    expect((await ben.call.get('/api/user/eligibility').expect(200)).body).toMatchObject({ eligible: false, nextEligibleDate: until, reasons: [D.deferredAtDrive(until)] });
    expect((await ben.call.get('/api/user-donors').expect(200)).body).toEqual([]);
    // Booking a later drive before that day is refused by the booking rules.
    const later = await createDrive(server, admin.accessToken, [session(hoursFromNow(24 * 3), 2)]);
    const [slot] = await slotsOf(server, later);
    expect((await ben.call.post(`/api/drives/${later}/appointments`, { slotStart: slot.start }).expect(409)).body.message).toBe(M.notEligibleUntil(until));
  });

  it("a deferred donor is shown not eligible until then to admins and no matching wave asks them", async () => {
    const driveId = await driveToday();
    const staff = await staffOf(driveId);
    const city = `Deferton ${driveId}`;
    const [dee, eve] = [await availableDonor(server, { bloodGroup: 'B+', city }), await availableDonor(server, { bloodGroup: 'B+', city })];
    const slot = (await slotsOf(server, driveId)).find(({ start }) => new Date(start).getTime() > Date.now() + 65 * 60_000)!;
    const appointment = (await api(server, dee.accessToken).post(`/api/drives/${driveId}/appointments`, { slotStart: slot.start }).expect(201)).body;
    const until = addDays(today, 40);
    await staff.call.put(`/api/drive-desk/appointments/${appointment.id}`, { status: 'deferred', deferralReason: 'pulse', deferredUntil: until }).expect(200);
    const requester = await loginAs(server, 'user');
    const requestId = await approvedRequest(server, requester, admin, { bloodGroup: 'B+', city });
    const matches = (await api(server, admin.accessToken).get(`/api/admin/bloodRequests/${requestId}/matches`).expect(200)).body;
    // Eligible donors first: Eve, then Dee until the day she may give again.
    expect(matches.map(({ userId, eligible, nextEligibleDate }: { userId: number; eligible: boolean; nextEligibleDate: string | null }) => [userId, eligible, nextEligibleDate])).toEqual([
      [eve.id, true, null],
      [dee.id, false, until],
    ]);
    await runWavesIn(server, 0);
    expect(await askedIds(server, requestId)).toEqual([eve.id]);
  });

  it('refuses what the body does not allow, naming the field: ranges, blood pressure, fields of another outcome', async () => {
    const driveId = await driveToday();
    const staff = await staffOf(driveId);
    const cat = await booked(driveId);
    const url = `/api/drive-desk/appointments/${cat.appointmentId}`;
    expectValidationFailure((await staff.call.put(url, { status: 'donated' }).expect(400)).body, { units: [D.unitsInvalid] });
    expectValidationFailure((await staff.call.put(url, { status: 'donated', units: 3, haemoglobin: 40, pulse: 10, bloodPressure: '80/120' }).expect(400)).body, {
      units: [D.unitsInvalid], haemoglobin: [D.haemoglobinInvalid], pulse: [D.pulseInvalid], bloodPressure: [D.bloodPressureInvalid],
    });
    expectValidationFailure((await staff.call.put(url, { status: 'checked-in', units: 1 }).expect(400)).body, { units: [D.notForStatus('checked-in')] });
    expectValidationFailure((await staff.call.put(url, { status: 'arrived' }).expect(400)).body, { status: [D.statusInvalid] });
    // 'No show' only after the time; then it counts as a no-show.
    expect((await staff.call.put(url, { status: 'no-show' }).expect(409)).body.message).toBe(D.notYetOver);
    const past = new Date(Date.now() - QUARTER);
    await server.dataSource.getRepository(Appointment).update({ id: cat.appointmentId }, { start: new Date(past.getTime() - QUARTER), end: past });
    await staff.call.put(url, { status: 'no-show' }).expect(200);
    expect((await staff.call.put(url, { status: 'checked-in' }).expect(409)).body.message).toBe(D.cannotGoFrom('no-show', 'checked-in'));
    await staff.call.put('/api/drive-desk/appointments/999999', { status: 'checked-in' }).expect(404);
  });

  it('records nothing outside the drive\'s days', async () => {
    const driveId = await createDrive(server, admin.accessToken, [session(hoursFromNow(24 * 4), 8)]);
    const staff = await staffOf(driveId);
    const dan = await booked(driveId);
    expect((await staff.call.put(`/api/drive-desk/appointments/${dan.appointmentId}`, { status: 'checked-in' }).expect(409)).body.message).toBe(D.notDriveDay);
    expect((await staff.call.post(`/api/drive-desk/${driveId}/walk-ins`, { email: dan.email }).expect(409)).body.message).toBe(D.notDriveDay);
  });

  it('adds a walk-in found by email, checked in now; 404 for an unknown email; 409 for a donor with an open appointment', async () => {
    const driveId = await driveToday();
    const staff = await staffOf(driveId);
    const eve = await donor();
    const walkIn = (await staff.call.post(`/api/drive-desk/${driveId}/walk-ins`, { email: ` ${eve.email.toUpperCase()} ` }).expect(201)).body;
    expect(walkIn).toMatchObject({ status: 'checked-in', bloodGroup: 'O+', nextEligibleDate: null });
    expect(new Date(walkIn.end).getTime()).toBeGreaterThan(Date.now());
    expect((await eve.call.get('/api/user/appointments').expect(200)).body).toEqual([expect.objectContaining({ id: walkIn.id, driveId, status: 'checked-in' })]);
    expect((await staff.call.post(`/api/drive-desk/${driveId}/walk-ins`, { email: eve.email }).expect(409)).body.message).toMatch(/^This donor already has an appointment on /);
    expect((await staff.call.post(`/api/drive-desk/${driveId}/walk-ins`, { email: 'nobody-here@example.com' }).expect(404)).body.message).toBe(D.noDonorWithEmail);
    expectValidationFailure((await staff.call.post(`/api/drive-desk/${driveId}/walk-ins`, {}).expect(400)).body, { email: [D.emailRequired] });
    await staff.call.put(`/api/drive-desk/appointments/${walkIn.id}`, { status: 'donated', units: 1 }).expect(200);
    expect((await eve.call.get('/api/user-donors').expect(200)).body).toHaveLength(1);
    const entries = await server.dataSource.getRepository(AuditEntryRecord).findBy({ action: 'appointment.walk-in', recordId: String(driveId) });
    expect(entries).toHaveLength(1);
  });

  it('drive staff reach only the drives they are assigned to; moderators every drive', async () => {
    const [mine, other] = [await driveToday(), await driveToday()];
    const staff = await staffOf(mine);
    const fay = await booked(other);
    expect((await staff.call.get(`/api/drive-desk/${other}/appointments`).expect(403)).body.message).toBe(D.notAssigned);
    expect((await staff.call.put(`/api/drive-desk/appointments/${fay.appointmentId}`, { status: 'checked-in' }).expect(403)).body.message).toBe(D.notAssigned);
    await staff.call.post(`/api/drive-desk/${other}/walk-ins`, { email: fay.email }).expect(403);
    await staff.call.get(`/api/admin/drives/${other}/figures`).expect(403);
    expect((await staff.call.get('/api/drive-desk/drives').expect(200)).body.map(({ id }: { id: number }) => id)).toEqual([mine]);
    // Nothing else of the admin side.
    await staff.call.get('/api/admin/userlist').expect(403);
    await staff.call.get('/api/admin/dashboard').expect(403);
    const moderator = api(server, (await loginAs(server, 'moderator')).accessToken);
    await moderator.put(`/api/drive-desk/appointments/${fay.appointmentId}`, { status: 'checked-in' }).expect(200);
    expect((await moderator.get('/api/drive-desk/drives').expect(200)).body.map(({ id }: { id: number }) => id)).toEqual(expect.arrayContaining([mine, other]));
    // A donor gets 403 at the desk.
    await fay.call.get(`/api/drive-desk/${other}/appointments`).expect(403);
  });

  it('assigning staff grants driveStaff to accounts without a staff role, refuses wider roles and unknown accounts, and is audited', async () => {
    const driveId = await driveToday();
    const call = api(server, admin.accessToken);
    const volunteer = await loginAs(server, 'volunteer');
    const moderator = await loginAs(server, 'moderator');
    await call.put(`/api/admin/drive-staff/${driveId}`, { userIds: [volunteer.id] }).expect(200);
    expect((await server.dataSource.getRepository(User).findOneByOrFail({ id: volunteer.id })).role).toBe('driveStaff');
    const refused = (await call.put(`/api/admin/drive-staff/${driveId}`, { userIds: [volunteer.id, moderator.id] }).expect(409)).body;
    expect(refused.message).toMatch(/^Already staff with a wider role/);
    expectValidationFailure((await call.put(`/api/admin/drive-staff/${driveId}`, { userIds: [999999] }).expect(400)).body, { userIds: [D.unknownAccounts([999999])] });
    expect((await server.dataSource.getRepository(User).findOneByOrFail({ id: moderator.id })).role).toBe('moderator');
    await call.put('/api/admin/drive-staff/999999', { userIds: [] }).expect(404);
    // updateRole offers driveStaff too.
    const gus = await loginAs(server, 'user');
    await call.put(`/api/admin/updateRole/${encodeURIComponent(gus.email)}?newRole=driveStaff`).expect(200);
    expect((await server.dataSource.getRepository(User).findOneByOrFail({ id: gus.id })).role).toBe('driveStaff');
    const entries = await server.dataSource.getRepository(AuditEntryRecord).findBy({ action: 'drive.staff-change', recordId: String(driveId) });
    expect(entries).toHaveLength(1);
  });
});
