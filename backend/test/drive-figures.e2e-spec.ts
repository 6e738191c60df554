import { addDays, BLOOD_GROUPS, dayStartIn, lastMonthsIn, nextDaysIn } from '@blood-donation/domain';
import request from 'supertest';
import { AuditEntryRecord } from '../src/audit-log/audit-entry.entity';
import { Appointment } from '../src/drives/appointment.entity';
import { User } from '../src/users/user.entity';
import { Account, loginAs } from './support/accounts';
import { api, createDonation, createEvent } from './support/donor-flows';
import { createDrive, session } from './support/drive-flows';
import { startTestServer, TestServer } from './support/test-server';

const ZONE = 'Asia/Kolkata';
/** The lines of a CSV body whose cells hold no line break. */
const lines = (text: string) => text.split('\r\n').slice(0, -1);

describe("issue 23 point 8: the dashboard's charts and a drive's appointments as CSV", () => {
  let server: TestServer;
  let admin: Account;
  const donor = async () => {
    const account = await loginAs(server, 'user');
    return { ...account, call: api(server, account.accessToken) };
  };
  const charts = async (who: Account = admin) => (await request(server.url).get('/api/admin/dashboard/charts').auth(who.accessToken, { type: 'bearer' }).expect(200)).body;
  const csv = (driveId: number, who: Account = admin) => request(server.url).get(`/api/admin/events/${driveId}/appointments/export.csv`).auth(who.accessToken, { type: 'bearer' });

  beforeAll(async () => {
    server = await startTestServer({ SITE_TIME_ZONE: ZONE });
    admin = await loginAs(server, 'admin');
  });
  afterAll(() => server.close());

  describe('GET /api/admin/dashboard/charts', () => {
    it("counts the next 14 days' chairs booked against capacity on each day of SITE_TIME_ZONE", async () => {
      const empty = await charts();
      const days = nextDaysIn(ZONE, 14);
      expect(empty.timeZone).toBe(ZONE);
      expect(empty.bookings).toEqual(days.map((day) => ({ day, booked: 0, capacity: 0 })));
      // 00:15 in Kolkata on the third day is 18:45 UTC of the second: it counts on the zone's day.
      const afterMidnight = dayStartIn(days[3], ZONE);
      const early = await createDrive(server, admin.accessToken, [session(new Date(afterMidnight.getTime() + 15 * 60_000), 2, 30, 3)]);
      const noon = new Date(dayStartIn(days[5], ZONE).getTime() + 12 * 3_600_000);
      const later = await createDrive(server, admin.accessToken, [session(noon, 4, 15, 5)]);
      // Beyond the 14 days: not counted.
      await createDrive(server, admin.accessToken, [session(dayStartIn(addDays(days[13], 1), ZONE), 1, 15, 9)]);
      const [ann, ben, cal] = [await donor(), await donor(), await donor()];
      await ann.call.post(`/api/drives/${early}/appointments`, { slotStart: new Date(afterMidnight.getTime() + 15 * 60_000).toISOString() }).expect(201);
      await ben.call.post(`/api/drives/${later}/appointments`, { slotStart: noon.toISOString() }).expect(201);
      const cancelled = (await cal.call.post(`/api/drives/${later}/appointments`, { slotStart: noon.toISOString() }).expect(201)).body;
      await cal.call.delete(`/api/user/appointments/${cancelled.id}`).expect(200);
      const { bookings } = await charts();
      expect(bookings).toHaveLength(14);
      expect(bookings[3]).toEqual({ day: days[3], booked: 1, capacity: 6 });
      expect(bookings[2]).toEqual({ day: days[2], booked: 0, capacity: 0 });
      expect(bookings[5]).toEqual({ day: days[5], booked: 1, capacity: 20 });
      expect(bookings.reduce((sum: number, { capacity }: { capacity: number }) => sum + capacity, 0)).toBe(26);
    });

    it("counts the last 12 months' donations by blood group, every group present, older ones left out", async () => {
      const months = lastMonthsIn(ZONE, 12);
      const today = nextDaysIn(ZONE, 1)[0];
      await createDonation(server, admin.accessToken, { bloodGroup: 'O-', date: today });
      await createDonation(server, admin.accessToken, { bloodGroup: 'O-', date: `${months[11]}-01` });
      await createDonation(server, admin.accessToken, { bloodGroup: 'AB+', date: `${months[0]}-01` });
      await createDonation(server, admin.accessToken, { bloodGroup: 'A+', date: `${lastMonthsIn(ZONE, 13)[0]}-28` });
      const { donations } = await charts();
      expect(donations.map(({ month }: { month: string }) => month)).toEqual(months);
      const none = Object.fromEntries(BLOOD_GROUPS.map((group) => [group, 0]));
      expect(donations[11]).toEqual({ month: months[11], byBloodGroup: { ...none, 'O-': 2 } });
      expect(donations[0]).toEqual({ month: months[0], byBloodGroup: { ...none, 'AB+': 1 } });
      expect(donations.slice(1, 11).every(({ byBloodGroup }: { byBloodGroup: Record<string, number> }) => Object.values(byBloodGroup).every((n) => n === 0))).toBe(true);
    });

    it('is figures for every panel role: a moderator reads them, a donor does not', async () => {
      await charts(await loginAs(server, 'moderator'));
      await request(server.url).get('/api/admin/dashboard/charts').auth((await loginAs(server, 'user')).accessToken, { type: 'bearer' }).expect(403);
      await request(server.url).get('/api/admin/dashboard/charts').expect(401);
    });
  });

  describe('GET /api/admin/events/{id}/appointments/export.csv', () => {
    it("writes time (in the drive's zone), name, blood group, status and units by time, formula-looking cells defused, and is audited", async () => {
      const nine = new Date(dayStartIn(nextDaysIn(ZONE, 3)[2], ZONE).getTime() + 9 * 3_600_000);
      const driveId = await createDrive(server, admin.accessToken, [session(nine, 2, 30, 2)]);
      const [ann, ben, cal] = [await donor(), await donor(), await donor()];
      const users = server.dataSource.getRepository(User);
      await users.update({ id: ann.id }, { username: '=HYPERLINK("http://x")', bloodGroup: 'B+' });
      await users.update({ id: ben.id }, { username: 'Ben, "the" donor', bloodGroup: 'O-' });
      await users.update({ id: cal.id }, { username: '@cal', bloodGroup: null });
      const half = new Date(nine.getTime() + 30 * 60_000).toISOString();
      await ben.call.post(`/api/drives/${driveId}/appointments`, { slotStart: half }).expect(201);
      await ann.call.post(`/api/drives/${driveId}/appointments`, { slotStart: nine.toISOString() }).expect(201);
      const gone = (await cal.call.post(`/api/drives/${driveId}/appointments`, { slotStart: nine.toISOString() }).expect(201)).body;
      await cal.call.delete(`/api/user/appointments/${gone.id}`).expect(200);
      // Ben has given, as the desk records it: the units are in the file.
      await server.dataSource.getRepository(Appointment).update({ userId: ben.id }, { status: 'donated', units: 1, openFor: null });
      const day = nextDaysIn(ZONE, 3)[2];
      const response = await csv(driveId).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="drive-${driveId}-appointments.csv"`);
      expect(lines(response.text)).toEqual([
        `time (${ZONE}),name,bloodGroup,status,units`,
        `${day} 09:00,"'=HYPERLINK(""http://x"")",B+,booked,`,
        `${day} 09:00,'@cal,,cancelled,`,
        `${day} 09:30,"Ben, ""the"" donor",O-,donated,1`,
      ]);
      expect(response.text).not.toMatch(/@example|\d{10}/);
      const entries = await server.dataSource.getRepository(AuditEntryRecord).findBy({ action: 'drive-appointments.export', recordId: String(driveId) });
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: admin.id, recordType: 'event', fields: '' });
      // A deleted donor's row stays, with no name.
      await server.dataSource.getRepository(Appointment).update({ userId: ann.id }, { userId: null, openFor: null });
      expect(lines((await csv(driveId).expect(200)).text)[1]).toBe(`${day} 09:00,,,booked,`);
    });

    it('is for admins only, and 404 for a plain event or none', async () => {
      const driveId = await createDrive(server, admin.accessToken, [session(new Date(Date.now() + 50 * 3_600_000), 1)]);
      await csv(driveId, await loginAs(server, 'moderator')).expect(403);
      await csv(driveId, await loginAs(server, 'user')).expect(403);
      await request(server.url).get(`/api/admin/events/${driveId}/appointments/export.csv`).expect(401);
      await csv(driveId, await loginAs(server, 'superAdmin')).expect(200);
      const plain = await createEvent(server, admin.accessToken);
      await csv(plain.id).expect(404);
      await csv(999999).expect(404);
    });
  });
});
