import { addDays, checkEligibility, daysAfter, driveBookingPath, ELIGIBLE_AGAIN_EMAIL, todayIn } from '@blood-donation/domain';
import { ReminderSchedule } from '../src/donations/reminder-schedule.entity';
import { EligibilityReminder } from '../src/eligibility-reminders/eligibility-reminder.entity';
import { EligibleAgainReminders } from '../src/eligibility-reminders/eligible-again-reminders';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { User } from '../src/users/user.entity';
import { Account, loginAs } from './support/accounts';
import { api, donationBody } from './support/donor-flows';
import { hoursFromNow, session } from './support/drive-flows';
import { TestSmtp, waitFor } from './support/mail';
import { createTestStorage, startTestServer, TestServer, TestStorage } from './support/test-server';

const PUBLIC_URL = 'https://blood.example.org';

describe('eligible-again reminders', () => {
  let smtp: TestSmtp;
  let storage: TestStorage;
  let server: TestServer;
  let admin: Account;
  let today: string;

  /** The donation day after which a female donor may give again `ahead` days from today (0: today). */
  const donatedFor = (ahead: number): string => {
    const target = addDays(today, ahead);
    for (let back = 1; back < 800; back += 1) {
      const date = addDays(target, -back);
      if (checkEligibility({ donations: [{ date, type: 'whole-blood' }], sex: 'female', ruleSet: server.settings.eligibility.ruleSet, today: date }).nextEligibleDate === target) return date;
    }
    throw new Error('no such day');
  };
  const donor = async (city: string | null = null) => {
    const account = await loginAs(server, 'user');
    if (city) await server.dataSource.getRepository(User).update({ id: account.id }, { availableCity: city });
    return { ...account, call: api(server, account.accessToken) };
  };
  type Donor = Awaited<ReturnType<typeof donor>>;
  const optIn = (who: Donor) => who.call.put('/api/user/consents/eligibility-reminders').expect(200);
  const donate = (who: Donor, date: string) => who.call.post('/api/add', donationBody({ date })).expect(201);
  const queued = async (to: string) => (await server.dataSource.getRepository(OutboxEmail).findBy({ to, subject: ELIGIBLE_AGAIN_EMAIL.subject })).length;
  const received = (to: string) => smtp.received.filter((email) => email.to.includes(to) && email.text.includes(ELIGIBLE_AGAIN_EMAIL.subject));
  const sweep = (on: TestServer = server) => on.app.get(EligibleAgainReminders).sweep();
  const driveIn = async (city: string, chairs = 2, hours = 72): Promise<number> => {
    const start = hoursFromNow(hours);
    const call = api(server, admin.accessToken);
    const event = await call.post('/api/events', { name: `Drive in ${city}`, location: city, dateTime: start.toISOString(), organizer: 'Org' }).expect(201);
    await call.put(`/api/admin/events/${event.body.id}/drive`, { sessions: [session(start, 1, 15, chairs)] }).expect(200);
    return event.body.id;
  };

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    storage = await createTestStorage();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL }, storage);
    admin = await loginAs(server, 'admin');
    today = todayIn(server.settings.siteTimeZone);
  });
  afterAll(async () => {
    await server.close();
    await storage.dispose();
    await smtp.close();
  });

  it('due today: one email linking the booking page of the next drive with free places in their city; none without a drive there: /events', async () => {
    const city = `Nashik${Date.now()}`;
    const driveId = await driveIn(city);
    // A full drive in the same city, sooner, is passed over.
    const fullId = await driveIn(city, 1, 48);
    const [fullSlot] = (await api(server).get(`/api/drives/${fullId}/slots`).expect(200)).body;
    await (await donor()).call.post(`/api/drives/${fullId}/appointments`, { slotStart: fullSlot.start }).expect(201);
    const ann = await donor(city);
    await optIn(ann);
    await donate(ann, donatedFor(0));
    const bob = await donor();
    await donate(bob, donatedFor(0));
    await optIn(bob);
    expect(await server.dataSource.getRepository(ReminderSchedule).findOneBy({ userId: bob.id })).toEqual({ userId: bob.id, dueOn: today });
    await sweep();
    const [annEmail] = await waitFor(() => received(ann.email).length === 1 && received(ann.email), "Ann's reminder");
    expect(annEmail.text).toContain(`${PUBLIC_URL}${driveBookingPath(driveId)}`);
    expect(annEmail.text).toContain(`Drive in ${city}`);
    const [bobEmail] = await waitFor(() => received(bob.email).length === 1 && received(bob.email), "Bob's reminder");
    expect(bobEmail.text).toContain(`${PUBLIC_URL}/events`);
    expect(await server.dataSource.getRepository(EligibilityReminder).findBy({ userId: ann.id })).toEqual([{ userId: ann.id, eligibleOn: today, sentAt: expect.any(Date) }]);
  });

  it('not due yet, opted out (never or withdrawn), or with an open appointment: no email', async () => {
    const notYet = await donor();
    await optIn(notYet);
    await donate(notYet, donatedFor(1));
    const never = await donor();
    await donate(never, donatedFor(0));
    const withdrawn = await donor();
    await optIn(withdrawn);
    await donate(withdrawn, donatedFor(0));
    await withdrawn.call.delete('/api/user/consents/eligibility-reminders').expect(200);
    const booked = await donor();
    await optIn(booked);
    await donate(booked, donatedFor(0));
    const driveId = await driveIn(`Booked${Date.now()}`);
    const slot = (await api(server).get(`/api/drives/${driveId}/slots`).expect(200)).body[0];
    await booked.call.post(`/api/drives/${driveId}/appointments`, { slotStart: slot.start }).expect(201);
    await sweep();
    for (const who of [notYet, never, withdrawn, booked]) expect(await queued(who.email)).toBe(0);
    expect(await server.dataSource.getRepository(ReminderSchedule).findOneBy({ userId: notYet.id })).toEqual({ userId: notYet.id, dueOn: addDays(today, 1) });
    expect(await server.dataSource.getRepository(ReminderSchedule).findOneBy({ userId: never.id })).toBeNull();
    expect(await server.dataSource.getRepository(ReminderSchedule).findOneBy({ userId: withdrawn.id })).toBeNull();
    // Tomorrow, the donor not due today is.
    await server.app.get(EligibleAgainReminders).sweep(daysAfter(new Date(), 1));
    expect(await queued(notYet.email)).toBe(1);
  });

  it('already reminded: sweeping again, withdrawing and giving the consent again, or restarting the app sends no second email', async () => {
    const cara = await donor();
    await optIn(cara);
    await donate(cara, donatedFor(0));
    await sweep();
    await sweep();
    await cara.call.delete('/api/user/consents/eligibility-reminders').expect(200);
    await optIn(cara);
    await sweep();
    expect(await queued(cara.email)).toBe(1);
    await server.close();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL }, storage);
    await server.app.get(EligibleAgainReminders).settled();
    await sweep();
    expect(await queued(cara.email)).toBe(1);
    admin = await loginAs(server, 'admin');
  });

  it('two instances on one storage sweeping at once: exactly one email per donor', async () => {
    const donors: Donor[] = [];
    for (let i = 0; i < 5; i += 1) donors.push(await donor());
    for (const who of donors) {
      await optIn(who);
      await donate(who, donatedFor(0));
    }
    const second = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL }, storage);
    try {
      await second.app.get(EligibleAgainReminders).settled();
      await Promise.all([sweep(server), sweep(second), sweep(server), sweep(second)]);
    } finally {
      await second.close();
    }
    for (const who of donors) expect(await queued(who.email)).toBe(1);
    for (const who of donors) await waitFor(() => received(who.email).length === 1, `the reminder to ${who.email}`);
  });
});
