import { APPOINTMENT_EMAILS, DRIVE_MESSAGES as M, earliestToday } from '@blood-donation/domain';
import { AuditEntryRecord } from '../src/audit-log/audit-entry.entity';
import { Appointment } from '../src/drives/appointment.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { Account, loginAs } from './support/accounts';
import { api, createDonation, createEvent } from './support/donor-flows';
import { createDrive, hoursFromNow, session, slotsOf, storedStatuses } from './support/drive-flows';
import { startTestServer, TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

describe('donation drives: sessions, slots and appointments', () => {
  let server: TestServer;
  let admin: Account;

  const donor = async () => {
    const account = await loginAs(server, 'user');
    return { ...account, call: api(server, account.accessToken) };
  };

  beforeAll(async () => {
    server = await startTestServer({ SITE_TIME_ZONE: 'Asia/Kolkata' });
    admin = await loginAs(server, 'admin');
  });
  afterAll(() => server.close());

  describe('PUT /api/admin/events/{id}/drive', () => {
    it('makes an event a drive: slots derived from the sessions, the record carries sessions, booked and capacity', async () => {
      const start = hoursFromNow(48);
      const id = await createDrive(server, admin.accessToken, [session(start, 4, 15, 3)]);
      const record = (await api(server).get('/api/events/all').expect(200)).body.find((event: { id: number }) => event.id === id);
      expect(record.drive).toEqual({ sessions: [session(start, 4, 15, 3)].map((s) => ({ ...s, start: start.toISOString() })), booked: 0, capacity: 12 });
      const slots = await slotsOf(server, id);
      expect(slots).toHaveLength(4);
      expect(slots[1]).toEqual({ start: new Date(start.getTime() + 15 * 60_000).toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), free: 3 });
      const plain = await createEvent(server, admin.accessToken);
      expect(plain.drive).toBeNull();
      await api(server).get(`/api/drives/${plain.id}/slots`).expect(404, { statusCode: 404, message: M.driveNotFound, error: 'Not Found' });
    });

    it('answers 400 naming the field: end before start, an ended session, bad slot length or chairs; nothing changes', async () => {
      const plain = await createEvent(server, admin.accessToken);
      const call = api(server, admin.accessToken);
      const start = hoursFromNow(24);
      const backwards = { ...session(start, 2), end: new Date(start.getTime() - 60_000).toISOString() };
      expectValidationFailure((await call.put(`/api/admin/events/${plain.id}/drive`, { sessions: [backwards] }).expect(400)).body, { 'sessions.0.end': [M.endBeforeStart] });
      const ended = session(hoursFromNow(-5), 4, 15);
      expectValidationFailure((await call.put(`/api/admin/events/${plain.id}/drive`, { sessions: [session(start, 2), ended] }).expect(400)).body, { 'sessions.1.end': [M.sessionMustEnd] });
      const odd = { ...session(start, 2), slotMinutes: 4, chairs: 51 };
      expectValidationFailure((await call.put(`/api/admin/events/${plain.id}/drive`, { sessions: [odd] }).expect(400)).body, { 'sessions.0.slotMinutes': [M.slotMinutesInvalid], 'sessions.0.chairs': [M.chairsInvalid] });
      expectValidationFailure((await call.put(`/api/admin/events/${plain.id}/drive`, { sessions: [] }).expect(400)).body, { sessions: [M.sessionsRequired] });
      await api(server).get(`/api/drives/${plain.id}/slots`).expect(404);
      await call.put('/api/admin/events/999999/drive', { sessions: [session(start, 2)] }).expect(404);
    });

    it('a session that has started is accepted; its past slots are not bookable', async () => {
      const started = new Date(Date.now() - 30 * 60_000);
      const id = await createDrive(server, admin.accessToken, [session(started, 12, 15, 1)]);
      const { call } = await donor();
      const body = (await call.post(`/api/drives/${id}/appointments`, { slotStart: started.toISOString() }).expect(409)).body;
      expect(body.message).toBe(M.closed);
      // Within BOOKING_CLOSES_MINUTES (60) of its start: closed too; later: open.
      const soon = (await slotsOf(server, id)).find(({ start }) => new Date(start).getTime() > Date.now() && new Date(start).getTime() < Date.now() + 55 * 60_000)!;
      expect((await call.post(`/api/drives/${id}/appointments`, { slotStart: soon.start }).expect(409)).body.message).toBe(M.closed);
      const later = (await slotsOf(server, id)).find(({ start }) => new Date(start).getTime() > Date.now() + 65 * 60_000)!;
      await call.post(`/api/drives/${id}/appointments`, { slotStart: later.start }).expect(201);
    });

    it('a change removing booked slots is refused with 409 naming how many, unless confirmed: then cancelled and emailed', async () => {
      const start = hoursFromNow(72);
      const id = await createDrive(server, admin.accessToken, [session(start, 4, 15, 2)]);
      const [ann, ben] = [await donor(), await donor()];
      const lastSlot = new Date(start.getTime() + 45 * 60_000).toISOString();
      await ann.call.post(`/api/drives/${id}/appointments`, { slotStart: lastSlot }).expect(201);
      await ben.call.post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201);
      const call = api(server, admin.accessToken);
      const shorter = { sessions: [session(start, 3, 15, 2)] };
      expect((await call.put(`/api/admin/events/${id}/drive`, shorter).expect(409)).body.message).toBe(M.wouldCancel(1));
      expect(await storedStatuses(server, id)).toEqual({ booked: 2 });
      expect((await call.delete(`/api/admin/events/${id}/drive`).expect(409)).body.message).toBe(M.wouldCancel(2));
      const changed = (await call.put(`/api/admin/events/${id}/drive?confirm=true`, shorter).expect(200)).body;
      expect(changed.drive).toMatchObject({ booked: 1, capacity: 6 });
      expect((await ann.call.get('/api/user/appointments').expect(200)).body).toEqual([expect.objectContaining({ status: 'cancelled', start: lastSlot })]);
      const emails = await server.dataSource.getRepository(OutboxEmail).find({ where: { to: ann.email }, order: { id: 'ASC' } });
      expect(emails.map(({ subject }) => subject)).toEqual([APPOINTMENT_EMAILS.confirmedSubject, M.cancelledByOrganiserSubject]);
      expect(emails[1].attachment).toMatchObject({ contentType: expect.stringContaining('method=CANCEL') });
      const entries = await server.dataSource.getRepository(AuditEntryRecord).findBy({ action: 'event.drive-update', recordId: String(id) });
      // Making it a drive, then the confirmed change (a refused change is no change).
      expect(entries.map(({ fields }) => fields)).toEqual(['sessions', 'sessions,confirm']);
      const plain = (await call.delete(`/api/admin/events/${id}/drive?confirm=true`).expect(200)).body;
      expect(plain.drive).toBeNull();
      expect(await storedStatuses(server, id)).toEqual({ cancelled: 2 });
    });

    it('is for admins: a donor or a moderator gets 403', async () => {
      const { call } = await donor();
      const id = (await createEvent(server, admin.accessToken)).id;
      await call.put(`/api/admin/events/${id}/drive`, { sessions: [session(hoursFromNow(24), 2)] }).expect(403);
      await api(server, (await loginAs(server, 'moderator')).accessToken).delete(`/api/admin/events/${id}/drive`).expect(403);
    });
  });

  describe('booking, moving and cancelling', () => {
    let driveId: number;
    let start: Date;
    const at = (slot: number) => new Date(start.getTime() + slot * 15 * 60_000).toISOString();

    beforeAll(async () => {
      start = hoursFromNow(96);
      driveId = await createDrive(server, admin.accessToken, [session(start, 4, 15, 1)]);
    });

    it('books a slot: 201, the chair is taken, the donor lists it', async () => {
      const ann = await donor();
      const booked = (await ann.call.post(`/api/drives/${driveId}/appointments`, { slotStart: at(0) }).expect(201)).body;
      expect(booked).toEqual({ id: expect.any(Number), driveId, start: at(0), end: at(1), status: 'booked' });
      expect((await slotsOf(server, driveId))[0].free).toBe(0);
      expect((await ann.call.get('/api/user/appointments').expect(200)).body).toEqual([booked]);
      // slotStart matches by instant, whatever the offset written.
      const ben = await donor();
      const local = new Date(start.getTime() + 15 * 60_000 + 5.5 * 3_600_000).toISOString().replace('Z', '+05:30');
      expect((await ben.call.post(`/api/drives/${driveId}/appointments`, { slotStart: local }).expect(201)).body.start).toBe(at(1));
      await ben.call.delete(`/api/user/appointments/${(await ben.call.get('/api/user/appointments')).body[0].id}`).expect(200);
    });

    it('refuses: a full slot, a second open appointment (naming it in SITE_TIME_ZONE), an unknown slot or drive, a bad body', async () => {
      const [ann, ben] = [await donor(), await donor()];
      await ann.call.post(`/api/drives/${driveId}/appointments`, { slotStart: at(2) }).expect(201);
      expect((await ben.call.post(`/api/drives/${driveId}/appointments`, { slotStart: at(2) }).expect(409)).body.message).toBe(M.full);
      const second = (await ann.call.post(`/api/drives/${driveId}/appointments`, { slotStart: at(3) }).expect(409)).body.message;
      expect(second).toBe(M.alreadyBooked(new Date(at(2)).toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata', timeZoneName: 'short' })));
      expect(second).toMatch(/GMT\+5:30/);
      expect((await ben.call.post(`/api/drives/${driveId}/appointments`, { slotStart: new Date(start.getTime() + 60_000).toISOString() }).expect(409)).body.message).toBe(M.noSuchSlot);
      await ben.call.post('/api/drives/999999/appointments', { slotStart: at(3) }).expect(404);
      expectValidationFailure((await ben.call.post(`/api/drives/${driveId}/appointments`, {}).expect(400)).body, { slotStart: [M.slotStartRequired] });
      expectValidationFailure((await ben.call.post(`/api/drives/${driveId}/appointments`, { slotStart: 'tomorrow' }).expect(400)).body, { slotStart: [M.dateTimeInvalid] });
      await api(server).post(`/api/drives/${driveId}/appointments`, { slotStart: at(3) }).expect(401);
      expect((await ben.call.get('/api/user/appointments').expect(200)).body).toEqual([]);
    });

    it('refuses a donor not yet eligible on the drive day, naming the next eligible date', async () => {
      const ann = await donor();
      await createDonation(server, ann.accessToken, { date: earliestToday() });
      const { nextEligibleDate } = (await ann.call.get('/api/user/eligibility').expect(200)).body;
      expect((await ann.call.post(`/api/drives/${driveId}/appointments`, { slotStart: at(3) }).expect(409)).body.message).toBe(M.notEligibleUntil(nextEligibleDate));
    });

    it('moves an appointment (same id), frees the old chair; cancels it (stays listed as cancelled), freeing the chair at once', async () => {
      const other = await createDrive(server, admin.accessToken, [session(hoursFromNow(120), 2, 30, 1)]);
      const otherSlots = await slotsOf(server, other);
      const ann = await donor();
      const booked = (await ann.call.post(`/api/drives/${driveId}/appointments`, { slotStart: at(3) }).expect(201)).body;
      const moved = (await ann.call.put(`/api/user/appointments/${booked.id}`, { driveId: other, slotStart: otherSlots[1].start }).expect(200)).body;
      expect(moved).toEqual({ id: booked.id, driveId: other, start: otherSlots[1].start, end: otherSlots[1].end, status: 'booked' });
      expect((await slotsOf(server, driveId))[3].free).toBe(1);
      expect((await slotsOf(server, other))[1].free).toBe(0);
      const ben = await donor();
      expect((await ben.call.put(`/api/user/appointments/${booked.id}`, { slotStart: otherSlots[0].start }).expect(404)).body.message).toBe(M.appointmentNotFound);
      await ben.call.delete(`/api/user/appointments/${booked.id}`).expect(404);
      const cancelled = (await ann.call.delete(`/api/user/appointments/${booked.id}`).expect(200)).body;
      expect(cancelled).toEqual({ ...moved, status: 'cancelled' });
      expect((await slotsOf(server, other))[1].free).toBe(1);
      expect((await ann.call.get('/api/user/appointments').expect(200)).body).toEqual([cancelled]);
      expect((await ann.call.delete(`/api/user/appointments/${booked.id}`).expect(409)).body.message).toBe(M.notOpen);
      await ben.call.post(`/api/drives/${other}/appointments`, { slotStart: otherSlots[1].start }).expect(201);
      await ann.call.put('/api/user/appointments/999999', { slotStart: otherSlots[0].start }).expect(404);
    });

    it('the data export holds the donor\'s appointments; deleting the account cancels the booked one and unlinks them all', async () => {
      const extra = await createDrive(server, admin.accessToken, [session(hoursFromNow(130), 2, 30, 1)]);
      const [first] = await slotsOf(server, extra);
      const ann = await donor();
      const booked = (await ann.call.post(`/api/drives/${extra}/appointments`, { slotStart: first.start }).expect(201)).body;
      expect((await ann.call.get('/api/user/export').expect(200)).body.appointments).toEqual([booked]);
      await ann.call.delete('/api/user/me').send({ password: 'secret1' }).expect(200);
      const rows = await server.dataSource.getRepository(Appointment).findBy({ eventId: extra });
      expect(rows).toEqual([expect.objectContaining({ id: booked.id, status: 'cancelled', userId: null, openFor: null })]);
      expect((await slotsOf(server, extra))[0].free).toBe(1);
      expect((await api(server).get('/api/events/all').expect(200)).body.find((event: { id: number }) => event.id === extra).drive.booked).toBe(0);
    });
  });
});
