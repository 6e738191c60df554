import { addDays, checkEligibility, DEFAULT_DONATION_TYPE, formatDay, THANK_YOU_EMAIL, todayIn } from '@blood-donation/domain';
import { Account, loginAs } from './support/accounts';
import { api, donationBody } from './support/donor-flows';
import { assignDriveStaff, createDrive, session, slotsOf } from './support/drive-flows';
import { TestSmtp, waitFor } from './support/mail';
import { startTestServer, TestServer } from './support/test-server';

const QUARTER = 15 * 60_000;

describe('milestones and the thank-you email after a desk donation', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  let admin: Account;
  let today: string;

  const driveToday = () => createDrive(server, admin.accessToken, [session(new Date(Math.floor(Date.now() / QUARTER) * QUARTER - QUARTER), 16, 15, 4)]);
  const donor = async () => {
    const account = await loginAs(server, 'user');
    return { ...account, call: api(server, account.accessToken) };
  };
  type Donor = Awaited<ReturnType<typeof donor>>;
  const staffOf = async (driveId: number) => {
    const staff = await assignDriveStaff(server, admin.accessToken, driveId, await loginAs(server, 'user'));
    return api(server, staff.accessToken);
  };
  /** Books `who` at the drive and records a donation at its desk. */
  const donateAtDesk = async (driveId: number, who: Donor) => {
    const slot = (await slotsOf(server, driveId)).find(({ start }) => new Date(start).getTime() > Date.now() + 65 * 60_000)!;
    const appointment = (await who.call.post(`/api/drives/${driveId}/appointments`, { slotStart: slot.start }).expect(201)).body;
    await (await staffOf(driveId)).put(`/api/drive-desk/appointments/${appointment.id}`, { status: 'donated', units: 1 }).expect(200);
  };
  const thanksTo = (to: string) => waitFor(() => smtp.received.find((email) => email.to.includes(to) && email.text.includes(THANK_YOU_EMAIL.subject)), `the thank-you to ${to}`);

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url });
    admin = await loginAs(server, 'admin');
    today = todayIn(server.settings.siteTimeZone);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('counts donations in date order; a milestone reached by a typed-in donation is self-reported, one reached at the desk is not', async () => {
    const ann = await donor();
    expect((await ann.call.get('/api/user/milestones').expect(200)).body).toEqual([]);
    // Typed in out of date order: the earliest counts first.
    await ann.call.post('/api/add', donationBody({ date: addDays(today, -300) })).expect(201);
    await ann.call.post('/api/add', donationBody({ date: addDays(today, -600) })).expect(201);
    expect((await ann.call.get('/api/user/milestones').expect(200)).body).toEqual([{ count: 1, reachedAt: addDays(today, -600), selfReported: true }]);
    const driveId = await driveToday();
    await donateAtDesk(driveId, ann);
    expect((await ann.call.get('/api/user/milestones').expect(200)).body).toEqual([
      { count: 1, reachedAt: addDays(today, -600), selfReported: true },
      { count: 3, reachedAt: today, selfReported: false },
    ]);
    // The thank-you: kind, with the next eligible date and the milestone line.
    const thanks = await thanksTo(ann.email);
    const next = checkEligibility({ donations: [addDays(today, -600), addDays(today, -300), today].map((date) => ({ date, type: DEFAULT_DONATION_TYPE })), sex: 'female', ruleSet: server.settings.eligibility.ruleSet, today }).nextEligibleDate;
    expect(thanks.text).toContain(formatDay(next));
    expect(thanks.text).toContain(THANK_YOU_EMAIL.milestoneLine(3));
    // Another donor's milestones are their own.
    const bob = await donor();
    expect((await bob.call.get('/api/user/milestones').expect(200)).body).toEqual([]);
    await api(server).get('/api/user/milestones').expect(401);
  });

  it('a first donation at the desk: milestone 1 and its line; a second: a thank-you with no milestone line', async () => {
    const cara = await donor();
    const driveId = await driveToday();
    await donateAtDesk(driveId, cara);
    expect((await cara.call.get('/api/user/milestones').expect(200)).body).toEqual([{ count: 1, reachedAt: today, selfReported: false }]);
    expect((await thanksTo(cara.email)).text).toContain(THANK_YOU_EMAIL.milestoneLine(1));
    const dan = await donor();
    await dan.call.post('/api/add', donationBody({ date: addDays(today, -400) })).expect(201);
    await donateAtDesk(driveId, dan);
    const thanks = (await thanksTo(dan.email)).text;
    expect(thanks).not.toContain(THANK_YOU_EMAIL.milestoneLine(1));
    expect(thanks).not.toContain('milestone');
  });
});
