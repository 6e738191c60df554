import { APPOINTMENT_EMAILS as T, DONATION_PREPARATION, DRIVE_MESSAGES as M, formatMomentIn } from '@blood-donation/domain';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { AppointmentReminders } from '../src/drives/appointment-reminders';
import { Appointment } from '../src/drives/appointment.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { Account, loginAs } from './support/accounts';
import { api } from './support/donor-flows';
import { createDrive, hoursFromNow, session } from './support/drive-flows';
import { TestSmtp, waitFor } from './support/mail';
import { startTestServer, TestServer } from './support/test-server';

const ZONE = 'Asia/Kolkata';
const PUBLIC_URL = 'https://blood.example.org';
const MINUTE = 60_000;

/** An email as the donor's mail program reads it, with its .ics parsed by ical.js. */
interface ReadEmail {
  subject: string;
  text: string;
  calendar: { method: string; uid: string; sequence: number; tzid: string; wall: string; start: string; end: string; status: string } | null;
  token: string | null;
}

async function read(data: string): Promise<ReadEmail> {
  const mail = await simpleParser(data);
  const ics = mail.attachments.find(({ contentType }) => contentType === 'text/calendar');
  const token = /\/appointments\/manage\?token=(\S+)/.exec(mail.text ?? '')?.[1];
  return { subject: mail.subject ?? '', text: mail.text ?? '', calendar: ics ? calendarOf(ics.content.toString('utf8')) : null, token: token ? decodeURIComponent(token) : null };
}

function calendarOf(content: string): NonNullable<ReadEmail['calendar']> {
  const root = new ICAL.Component(ICAL.parse(content));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = root.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(root.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    tzid: String(vevent.getFirstProperty('dtstart')!.getParameter('tzid')),
    wall: event.startDate.toString(),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: String(vevent.getFirstPropertyValue('status')),
  };
}

describe('appointment emails: confirmation, move and cancellation with .ics, reminders, change-or-cancel links', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let admin: Account;

  const donor = async () => {
    const account = await loginAs(server, 'user');
    return { ...account, call: api(server, account.accessToken) };
  };
  /** Waits for the `count`th email to `address`; answers them all, read. */
  const emailsTo = async (address: string, count: number): Promise<ReadEmail[]> => {
    const received = await waitFor(() => {
      const found = smtp.received.filter(({ to }) => to.includes(address));
      return found.length >= count && found;
    }, `${count} email(s) to the donor`);
    return Promise.all(received.map(({ data }) => read(data)));
  };
  const stored = (id: number) => server.dataSource.getRepository(Appointment).findOneByOrFail({ id });
  /** Subjects of the emails queued to `address`, in order (the outbox holds them as soon as their change commits). */
  const queuedSubjects = async (address: string) =>
    (await server.dataSource.getRepository(OutboxEmail).find({ where: { to: address }, order: { id: 'ASC' } })).map(({ subject }) => subject);
  const byLink = (token: string) => `/api/appointments/by-token/${encodeURIComponent(token)}`;

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url, SITE_TIME_ZONE: ZONE, PUBLIC_URL });
    admin = await loginAs(server, 'admin');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('confirms a booking with METHOD:REQUEST in the drive zone, updates it on a move (same UID, higher SEQUENCE), removes it on cancel', async () => {
    const start = hoursFromNow(72);
    const id = await createDrive(server, admin.accessToken, [session(start, 4, 15, 2)]);
    const ann = await donor();
    const booked = (await ann.call.post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201)).body;
    const [confirmation] = await emailsTo(ann.email, 1);
    const uid = `appointment-${booked.id}@blood.example.org`;
    expect(confirmation.subject).toBe(T.confirmedSubject);
    expect(confirmation.calendar).toEqual({
      method: 'REQUEST', uid, sequence: 0, tzid: ZONE, wall: expect.any(String), start: start.toISOString(), end: new Date(start.getTime() + 15 * MINUTE).toISOString(), status: 'CONFIRMED',
    });
    expect(confirmation.text).toContain(formatMomentIn(start, ZONE));
    for (const line of DONATION_PREPARATION) expect(confirmation.text).toContain(line);
    expect(confirmation.token).toEqual(expect.any(String));

    const later = new Date(start.getTime() + 30 * MINUTE);
    await ann.call.put(`/api/user/appointments/${booked.id}`, { slotStart: later.toISOString() }).expect(200);
    const moved = (await emailsTo(ann.email, 2))[1];
    expect(moved.subject).toBe(T.movedSubject);
    expect(moved.calendar).toMatchObject({ method: 'REQUEST', uid, tzid: ZONE, start: later.toISOString() });
    expect(moved.calendar!.sequence).toBeGreaterThan(0);
    expect(moved.text).toContain(formatMomentIn(later, ZONE));
    expect(moved.token).not.toBe(confirmation.token);

    await ann.call.delete(`/api/user/appointments/${booked.id}`).expect(200);
    const cancelled = (await emailsTo(ann.email, 3))[2];
    expect(cancelled.subject).toBe(T.cancelledSubject);
    expect(cancelled.calendar).toMatchObject({ method: 'CANCEL', uid, status: 'CANCELLED', start: later.toISOString() });
    expect(cancelled.calendar!.sequence).toBeGreaterThan(moved.calendar!.sequence);
    // The earlier emails' links ended with the changes.
    await api(server).get(byLink(moved.token!)).expect(410);
  });

  describe('the change-or-cancel link', () => {
    it('shows the appointment; a move uses it up and the new confirmation carries a new link, which cancels once', async () => {
      const start = hoursFromNow(96);
      const id = await createDrive(server, admin.accessToken, [session(start, 4, 15, 2)]);
      const ben = await donor();
      const booked = (await ben.call.post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201)).body;
      const [{ token }] = await emailsTo(ben.email, 1);
      const anonymous = api(server);
      expect((await anonymous.get(byLink(token!)).expect(200)).body).toEqual({ ...booked, driveName: 'Drive', place: 'Hall' });

      // To its own time: nothing changes and the link stays usable.
      expect((await anonymous.put(byLink(token!), { slotStart: start.toISOString() }).expect(200)).body).toMatchObject({ id: booked.id, start: start.toISOString() });
      const later = new Date(start.getTime() + 15 * MINUTE).toISOString();
      const moved = (await anonymous.put(byLink(token!), { slotStart: later }).expect(200)).body;
      expect(moved).toMatchObject({ id: booked.id, start: later, status: 'booked' });
      expect((await anonymous.put(byLink(token!), { slotStart: start.toISOString() }).expect(410)).body.message).toBe(M.linkGone);
      const second = (await emailsTo(ben.email, 2))[1];
      expect(second.subject).toBe(T.movedSubject);
      expect(second.calendar).toMatchObject({ uid: `appointment-${booked.id}@blood.example.org`, start: later });

      expect((await anonymous.delete(byLink(second.token!)).expect(200)).body).toMatchObject({ id: booked.id, status: 'cancelled' });
      await anonymous.delete(byLink(second.token!)).expect(410);
      await anonymous.get(byLink(second.token!)).expect(410);
      expect((await emailsTo(ben.email, 3))[2].calendar).toMatchObject({ method: 'CANCEL' });
      expect((await ben.call.get('/api/user/appointments').expect(200)).body).toEqual([expect.objectContaining({ id: booked.id, status: 'cancelled' })]);
    });

    it('answers 404 to a token the server did not sign (malformed, or altered to name another appointment) and 410 once the slot has started', async () => {
      const start = hoursFromNow(100);
      const id = await createDrive(server, admin.accessToken, [session(start, 2, 15, 2)]);
      const [cleo, dan] = [await donor(), await donor()];
      const cleos = (await cleo.call.post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201)).body;
      const dans = (await dan.call.post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201)).body;
      const [{ token }] = await emailsTo(cleo.email, 1);
      const anonymous = api(server);
      expect((await anonymous.get(byLink('not-a-token')).expect(404)).body.message).toBe(M.linkInvalid);
      // Cleo's token with Dan's appointment id: its signature does not match, so it cancels nothing.
      const altered = token!.replace(/^\d+\./, `${dans.id}.`);
      await anonymous.delete(byLink(altered)).expect(404);
      expect(await stored(dans.id)).toMatchObject({ status: 'booked' });
      // Cleo's token only ever reaches Cleo's appointment.
      expect((await anonymous.get(byLink(token!)).expect(200)).body.id).toBe(cleos.id);
      // Expired: the appointment's start has come (moved into the past in the database, as time passing would).
      await server.dataSource.getRepository(Appointment).update({ id: cleos.id }, { start: new Date(Date.now() - MINUTE) });
      await anonymous.get(byLink(token!)).expect(410);
      await anonymous.delete(byLink(token!)).expect(410);
      expect(await stored(cleos.id)).toMatchObject({ status: 'booked' });
    });

    it('two DELETEs with one link at once: one 200, one 410, and the chair is freed once', async () => {
      const start = hoursFromNow(110);
      const id = await createDrive(server, admin.accessToken, [session(start, 1, 15, 3)]);
      const eve = await donor();
      await eve.call.post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201);
      const [{ token }] = await emailsTo(eve.email, 1);
      const anonymous = api(server);
      const answers = await Promise.all([anonymous.delete(byLink(token!)), anonymous.delete(byLink(token!))]);
      expect(answers.map(({ status }) => status).sort()).toEqual([200, 410]);
      expect((await anonymous.get(`/api/drives/${id}/slots`).expect(200)).body).toEqual([expect.objectContaining({ free: 3 })]);
    });
  });

  describe('the reminder sweep', () => {
    const reminders = () => server.app.get(AppointmentReminders);

    it(`reminds REMINDER_HOURS (48) before, once, with what to bring and the link; a booking inside the window gets none`, async () => {
      const far = hoursFromNow(80);
      const near = hoursFromNow(24);
      const id = await createDrive(server, admin.accessToken, [session(far, 2, 15, 2), session(near, 2, 15, 2)]);
      const [fay, gus] = [await donor(), await donor()];
      const fays = (await fay.call.post(`/api/drives/${id}/appointments`, { slotStart: far.toISOString() }).expect(201)).body;
      const guss = (await gus.call.post(`/api/drives/${id}/appointments`, { slotStart: near.toISOString() }).expect(201)).body;
      expect((await stored(fays.id)).remindedAt).toBeNull();
      expect((await stored(guss.id)).remindedAt).toEqual(expect.any(Date));

      await reminders().sweep(new Date());
      expect((await stored(fays.id)).remindedAt).toBeNull();
      const inWindow = new Date(far.getTime() - 47 * 3_600_000);
      await reminders().sweep(inWindow);
      expect((await stored(fays.id)).remindedAt).toEqual(inWindow);
      await reminders().sweep(new Date(inWindow.getTime() + 3_600_000));

      const fayEmails = await emailsTo(fay.email, 2);
      const reminder = fayEmails[1];
      expect(reminder.subject).toBe(T.reminderSubject);
      expect(reminder.text).toContain(formatMomentIn(far, ZONE));
      for (const line of DONATION_PREPARATION) expect(reminder.text).toContain(line);
      await api(server).get(byLink(reminder.token!)).expect(200);
      // Only the confirmation and one reminder, however often the sweep ran; Gus, booked inside the window, only his confirmation.
      await reminders().sweep(inWindow);
      const gusEmails = await emailsTo(gus.email, 1);
      expect(gusEmails.map(({ subject }) => subject)).toEqual([T.confirmedSubject]);
      expect(await queuedSubjects(fay.email)).toEqual([T.confirmedSubject, T.reminderSubject]);
      expect(await queuedSubjects(gus.email)).toEqual([T.confirmedSubject]);
    });

    it('sweeps running at once remind each appointment once', async () => {
      const start = hoursFromNow(120);
      const id = await createDrive(server, admin.accessToken, [session(start, 1, 15, 5)]);
      const donors = await Promise.all([donor(), donor(), donor()]);
      for (const { call } of donors) await call.post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201);
      const at = new Date(start.getTime() - 24 * 3_600_000);
      await Promise.all([reminders().sweep(at), reminders().sweep(at), reminders().sweep(at)]);
      for (const { email } of donors) expect(await queuedSubjects(email)).toEqual([T.confirmedSubject, T.reminderSubject]);
      for (const { email } of donors) {
        const emails = await emailsTo(email, 2);
        expect(emails.map(({ subject }) => subject)).toEqual([T.confirmedSubject, T.reminderSubject]);
      }
    });
  });

  describe('across a daylight-saving change', () => {
    let london: TestServer;
    beforeAll(async () => {
      london = await startTestServer({ SMTP_URL: smtp.url, SITE_TIME_ZONE: 'Europe/London', PUBLIC_URL });
    });
    afterAll(() => london.close());

    it('writes each slot in the wall-clock time of its side of the change (GMT, then BST), and ical.js reads back the instant', async () => {
      // Clocks go forward at 01:00 UTC on 28 March 2027: 00:30 GMT, then 02:00 BST.
      const start = new Date('2027-03-28T00:30:00.000Z');
      const londonAdmin = await loginAs(london, 'admin');
      const id = await createDrive(london, londonAdmin.accessToken, [session(start, 2, 30, 1)]);
      const [before, after] = [await loginAs(london, 'user'), await loginAs(london, 'user')];
      const slotAfter = new Date(start.getTime() + 30 * MINUTE);
      await api(london, before.accessToken).post(`/api/drives/${id}/appointments`, { slotStart: start.toISOString() }).expect(201);
      await api(london, after.accessToken).post(`/api/drives/${id}/appointments`, { slotStart: slotAfter.toISOString() }).expect(201);
      const [[gmt], [bst]] = await Promise.all([emailsTo(before.email, 1), emailsTo(after.email, 1)]);
      expect(gmt.calendar).toMatchObject({ tzid: 'Europe/London', wall: '2027-03-28T00:30:00', start: start.toISOString() });
      expect(bst.calendar).toMatchObject({ tzid: 'Europe/London', wall: '2027-03-28T02:00:00', start: slotAfter.toISOString() });
      expect(bst.text).toContain(formatMomentIn(slotAfter, 'Europe/London'));
      expect(formatMomentIn(slotAfter, 'Europe/London')).toContain('BST');
    });
  });
});
