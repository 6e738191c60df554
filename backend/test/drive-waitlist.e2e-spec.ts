import { APPOINTMENT_EMAILS as T, DRIVE_MESSAGES as M, WAITLIST_MESSAGES as W } from '@blood-donation/domain';
import { DriveSlot } from '../src/drives/drive-slot.entity';
import { WaitlistEntry } from '../src/drives/waitlist-entry.entity';
import { WaitlistExpiry } from '../src/drives/waitlist-expiry';
import { loginAs } from './support/accounts';
import { api, createDonation } from './support/donor-flows';
import { createDrive, hoursFromNow, session, slotsOf, storedStatuses } from './support/drive-flows';
import { decoded, TestSmtp, waitFor } from './support/mail';
import { startTestServer, TestServer } from './support/test-server';

describe('drive waitlists: join, leave, offers of freed times, holds', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let adminToken: string;

  const donor = async () => {
    const account = await loginAs(server, 'user');
    return { ...account, call: api(server, account.accessToken) };
  };
  type Donor = Awaited<ReturnType<typeof donor>>;

  /** A drive of one slot of one chair, 48 h ahead, booked by a first donor: full. */
  const fullDrive = async (chairs = 1) => {
    const start = hoursFromNow(48);
    const id = await createDrive(server, adminToken, [session(start, 1, 15, chairs)]);
    const holders: Donor[] = [];
    for (let i = 0; i < chairs; i += 1) {
      const holder = await donor();
      const booked = await holder.call.post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201);
      holders.push({ ...holder, appointmentId: booked.body.id } as Donor & { appointmentId: number });
    }
    return { id, start, holders: holders as (Donor & { appointmentId: number })[] };
  };

  /** The token of the newest offer email to `email`, read from the email the SMTP server received. */
  const offerTokenFor = (email: string, after = 0) =>
    waitFor(() => {
      const offers = smtp.received.filter(({ to, text }) => to.includes(email) && text.includes(W.offerSubject));
      const match = offers.length > after ? /\/waitlist-offers\/([A-Za-z0-9_-]{43})/.exec(offers[offers.length - 1].text) : null;
      return match?.[1];
    }, `an offer email to ${email}`);

  const heldOf = async (driveId: number) => (await server.dataSource.getRepository(DriveSlot).findBy({ eventId: driveId })).reduce((sum, { held }) => sum + held, 0);

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, WAITLIST_HOLD_MINUTES: '30' });
    adminToken = (await loginAs(server, 'admin')).accessToken;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  describe('joining and leaving', () => {
    it('a donor joins a full drive (body {}), sees their place, and leaves', async () => {
      const { id } = await fullDrive();
      const [ann, ben] = [await donor(), await donor()];
      expect((await api(server).get(`/api/drives/${id}/waitlist`).expect(200)).body).toEqual({ open: true, waiting: 0 });
      const joined = (await ann.call.post(`/api/drives/${id}/waitlist`, {}).expect(201)).body;
      expect(joined).toEqual({ driveId: id, joinedAt: expect.any(String), position: 1, offer: null });
      await ben.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      expect((await ben.call.get('/api/user/waitlist').expect(200)).body).toEqual([{ driveId: id, joinedAt: expect.any(String), position: 2, offer: null }]);
      expect((await api(server).get(`/api/drives/${id}/waitlist`).expect(200)).body).toEqual({ open: true, waiting: 2 });
      // The organiser's figures count them too.
      expect((await api(server, adminToken).get(`/api/admin/drives/${id}/figures`).expect(200)).body.waitlisted).toBe(2);
      expect((await ann.call.delete(`/api/drives/${id}/waitlist`).expect(200)).body).toEqual({ message: W.left });
      expect((await ann.call.delete(`/api/drives/${id}/waitlist`).expect(404)).body.message).toBe(W.notWaiting);
      expect((await ben.call.get('/api/user/waitlist').expect(200)).body[0].position).toBe(1);
    });

    it('refuses with 409 naming the reason: free times, twice, an appointment there, not eligible; 400 for a body with fields; 404 for no drive', async () => {
      const start = hoursFromNow(50);
      const open = await createDrive(server, adminToken, [session(start, 2, 15, 1)]);
      const ann = await donor();
      expect((await ann.call.post(`/api/drives/${open}/waitlist`, {}).expect(409)).body.message).toBe(W.freeTimes);
      expect((await api(server).get(`/api/drives/${open}/waitlist`).expect(200)).body.open).toBe(false);
      await ann.call.post(`/api/drives/${open}/appointments`, { slotStart: start.toISOString() }).expect(201);
      const other = await donor();
      await other.call.post(`/api/drives/${open}/appointments`, { slotStart: new Date(start.getTime() + 15 * 60_000).toISOString() }).expect(201);
      expect((await ann.call.post(`/api/drives/${open}/waitlist`, {}).expect(409)).body.message).toBe(W.hasAppointment);
      const ben = await donor();
      await ben.call.post(`/api/drives/${open}/waitlist`, {}).expect(201);
      expect((await ben.call.post(`/api/drives/${open}/waitlist`, {}).expect(409)).body.message).toBe(W.alreadyWaiting);
      const cal = await donor();
      await createDonation(server, cal.accessToken);
      expect((await cal.call.post(`/api/drives/${open}/waitlist`, {}).expect(409)).body.message).toMatch(/^You may give blood again from \d{4}-\d{2}-\d{2}/);
      expect((await cal.call.post(`/api/drives/${open}/waitlist`, { note: 'x' }).expect(400)).body.statusCode).toBe(400);
      await cal.call.post('/api/drives/999999/waitlist', {}).expect(404, { statusCode: 404, message: M.driveNotFound, error: 'Not Found' });
      await api(server).post(`/api/drives/${open}/waitlist`, {}).expect(401);
    });
  });

  describe('offers', () => {
    it('a cancellation holds the chair for the first donor and emails them; accepting books it (nobody else can meanwhile)', async () => {
      const { id, start, holders } = await fullDrive();
      const [ann, ben, cal] = [await donor(), await donor(), await donor()];
      await ann.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await ben.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await holders[0].call.delete(`/api/user/appointments/${holders[0].appointmentId}`).expect(200);
      const token = await offerTokenFor(ann.email);
      // Held: the slot shows no free chair, a booking is refused, and ben got nothing.
      expect((await slotsOf(server, id))[0].free).toBe(0);
      expect((await cal.call.post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(409)).body.message).toBe(M.full);
      expect(smtp.received.some(({ to }) => to.includes(ben.email))).toBe(false);
      const mine = (await ann.call.get('/api/user/waitlist').expect(200)).body;
      expect(mine).toEqual([{ driveId: id, joinedAt: expect.any(String), position: 1, offer: { start: start.toISOString(), end: expect.any(String), expiresAt: expect.any(String) } }]);
      expect((await api(server).get(`/api/waitlist-offers/${token}`).expect(200)).body).toEqual({ driveId: id, driveName: 'Drive', start: start.toISOString(), end: expect.any(String), expiresAt: mine[0].offer.expiresAt });
      // Nobody is booked without saying yes.
      expect((await ann.call.get('/api/user/appointments').expect(200)).body).toEqual([]);
      const booked = (await api(server).post(`/api/waitlist-offers/${token}/accept`).expect(201)).body;
      expect(booked).toEqual({ id: expect.any(Number), driveId: id, start: start.toISOString(), end: expect.any(String), status: 'booked' });
      expect((await ann.call.get('/api/user/appointments').expect(200)).body).toEqual([booked]);
      expect((await ann.call.get('/api/user/waitlist').expect(200)).body).toEqual([]);
      expect(await heldOf(id)).toBe(0);
      await waitFor(() => smtp.received.some(({ to, text }) => to.includes(ann.email) && text.includes(T.confirmedSubject)), 'the confirmation (with its .ics and link)');
      // Single use: the link is gone.
      expect((await api(server).post(`/api/waitlist-offers/${token}/accept`).expect(410)).body.message).toBe(W.offerGone);
      await api(server).post(`/api/waitlist-offers/${token}/decline`).expect(410);
      await api(server).get(`/api/waitlist-offers/${token}`).expect(410);
      await api(server).post('/api/waitlist-offers/not-a-token/accept').expect(410);
    });

    it('declining hands the time to the next donor; with nobody left the chair is free again', async () => {
      const { id, holders } = await fullDrive();
      const [ann, ben] = [await donor(), await donor()];
      await ann.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await ben.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await holders[0].call.delete(`/api/user/appointments/${holders[0].appointmentId}`).expect(200);
      const annToken = await offerTokenFor(ann.email);
      expect((await api(server).post(`/api/waitlist-offers/${annToken}/decline`).expect(200)).body).toEqual({ message: W.declined });
      expect((await ann.call.get('/api/user/waitlist').expect(200)).body).toEqual([]);
      const benToken = await offerTokenFor(ben.email);
      expect((await slotsOf(server, id))[0].free).toBe(0);
      await api(server).post(`/api/waitlist-offers/${benToken}/decline`).expect(200);
      expect((await slotsOf(server, id))[0].free).toBe(1);
      expect(await heldOf(id)).toBe(0);
      expect(await storedStatuses(server, id)).toEqual({ cancelled: 1 });
    });

    it('a hold that expires (the sweep, at a later now) goes to the next donor; then the sweep frees it', async () => {
      const { id, holders } = await fullDrive();
      const [ann, ben] = [await donor(), await donor()];
      await ann.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await ben.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await holders[0].call.delete(`/api/user/appointments/${holders[0].appointmentId}`).expect(200);
      const annToken = await offerTokenFor(ann.email);
      const sweep = server.app.get(WaitlistExpiry);
      await sweep.settled();
      expect(await sweep.sweep(new Date(Date.now() + 10 * 60_000))).toBe(0);
      const later = new Date(Date.now() + 31 * 60_000);
      expect(await sweep.sweep(later)).toBe(1);
      await api(server).post(`/api/waitlist-offers/${annToken}/accept`).expect(410);
      expect((await ann.call.get('/api/user/waitlist').expect(200)).body).toEqual([]);
      // Ann is told the time went on, with where to book another.
      const told = await waitFor(() => smtp.received.find(({ to, text }) => to.includes(ann.email) && text.includes(W.expiredSubject)), 'the expiry email');
      expect(decoded(told.text)).toContain(`${server.settings.mail.publicUrl}/drives/${id}/book`);
      await offerTokenFor(ben.email);
      expect(await heldOf(id)).toBe(1);
      expect(await sweep.sweep(new Date(later.getTime() + 31 * 60_000))).toBe(1);
      expect(await heldOf(id)).toBe(0);
      expect((await slotsOf(server, id))[0].free).toBe(1);
      expect(await server.dataSource.getRepository(WaitlistEntry).countBy({ eventId: id })).toBe(0);
    });

    it("an organiser's change that frees chairs offers them; leaving with an offer out passes it on", async () => {
      const { id, start } = await fullDrive();
      const [ann, ben] = [await donor(), await donor()];
      await ann.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await ben.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await api(server, adminToken).put(`/api/admin/events/${id}/drive`, { sessions: [session(start, 1, 15, 2)] }).expect(200);
      await offerTokenFor(ann.email);
      await ann.call.delete(`/api/drives/${id}/waitlist`).expect(200);
      const benToken = await offerTokenFor(ben.email);
      expect(await heldOf(id)).toBe(1);
      // The drive ends: the waitlist and its offers go.
      await api(server, adminToken).delete(`/api/admin/events/${id}/drive?confirm=true`).expect(200);
      await api(server).post(`/api/waitlist-offers/${benToken}/accept`).expect(410);
      expect(await server.dataSource.getRepository(WaitlistEntry).countBy({ eventId: id })).toBe(0);
    });
  });

  describe('races', () => {
    it('two accepts of one offer at once book one appointment; the other gets 410', async () => {
      const { id, holders } = await fullDrive();
      const ann = await donor();
      await ann.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await holders[0].call.delete(`/api/user/appointments/${holders[0].appointmentId}`).expect(200);
      const token = await offerTokenFor(ann.email);
      const answers = await Promise.all([1, 2, 3].map(() => api(server).post(`/api/waitlist-offers/${token}/accept`)));
      expect(answers.map(({ status }) => status).sort()).toEqual([201, 410, 410]);
      expect(await storedStatuses(server, id)).toEqual({ booked: 1, cancelled: 1 });
      const [slot] = await server.dataSource.getRepository(DriveSlot).findBy({ eventId: id });
      expect({ booked: slot.booked, held: slot.held }).toEqual({ booked: 1, held: 0 });
    });

    it('accept against the expiry sweep: exactly one wins, and the chair is counted once', async () => {
      const { id, holders } = await fullDrive();
      const [ann, ben] = [await donor(), await donor()];
      await ann.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await ben.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await holders[0].call.delete(`/api/user/appointments/${holders[0].appointmentId}`).expect(200);
      const token = await offerTokenFor(ann.email);
      const sweep = server.app.get(WaitlistExpiry);
      await sweep.settled();
      const [accepted, expired] = await Promise.all([api(server).post(`/api/waitlist-offers/${token}/accept`), sweep.sweep(new Date(Date.now() + 31 * 60_000))]);
      expect([accepted.status === 201, expired === 1].filter(Boolean)).toHaveLength(1);
      const [slot] = await server.dataSource.getRepository(DriveSlot).findBy({ eventId: id });
      if (accepted.status === 201) {
        expect({ booked: slot.booked, held: slot.held }).toEqual({ booked: 1, held: 0 });
        expect(await storedStatuses(server, id)).toEqual({ booked: 1, cancelled: 1 });
      } else {
        expect(accepted.status).toBe(410);
        expect({ booked: slot.booked, held: slot.held }).toEqual({ booked: 0, held: 1 });
        await offerTokenFor(ben.email);
      }
    });

    it('several cancellations at once each go to a different waiting donor', async () => {
      const { id, holders } = await fullDrive(3);
      const waiting = [await donor(), await donor(), await donor(), await donor()];
      for (const one of waiting) await one.call.post(`/api/drives/${id}/waitlist`, {}).expect(201);
      await Promise.all(holders.map((holder) => holder.call.delete(`/api/user/appointments/${holder.appointmentId}`).expect(200)));
      const offered = await server.dataSource.getRepository(WaitlistEntry).findBy({ eventId: id });
      expect(offered.filter(({ offerSlotId }) => offerSlotId !== null).map(({ userId }) => userId).sort()).toEqual(waiting.slice(0, 3).map(({ id: userId }) => userId).sort());
      expect(await heldOf(id)).toBe(3);
      expect((await slotsOf(server, id))[0].free).toBe(0);
    });
  });
});
