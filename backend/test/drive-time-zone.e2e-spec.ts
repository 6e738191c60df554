import { DRIVE_MESSAGES as M } from '@blood-donation/domain';
import { loginAs } from './support/accounts';
import { api } from './support/donor-flows';
import { createDrive, slotsOf } from './support/drive-flows';
import { startTestServer, TestServer } from './support/test-server';

/**
 * A drive across the end of British Summer Time (Sunday 31 October 2027: 02:00 BST becomes 01:00 GMT, at 01:00 UTC):
 * slots are UTC instants of equal length, and the refusal naming a booking writes it in SITE_TIME_ZONE.
 */
describe('a drive across a daylight-saving change', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ SITE_TIME_ZONE: 'Europe/London' });
  });
  afterAll(() => server.close());

  it('has slots of the same length either side of the change, and names times in local time', async () => {
    const admin = await loginAs(server, 'admin');
    // From 01:00 BST (00:00 UTC) to 03:00 GMT (03:00 UTC): three hours, though the clocks show two.
    const id = await createDrive(server, admin.accessToken, [{ start: '2027-10-31T01:00:00+01:00', end: '2027-10-31T03:00:00+00:00', slotMinutes: 30, chairs: 1 }]);
    const slots = await slotsOf(server, id);
    expect(slots.map(({ start }) => start)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30'].map((time) => `2027-10-31T${time}:00.000Z`));
    expect(slots.every(({ start, end }) => new Date(end).getTime() - new Date(start).getTime() === 30 * 60_000)).toBe(true);
    // 00:30 UTC is 01:30 BST; 01:30 UTC is 01:30 GMT: the same clock time, an hour apart, told apart by the zone.
    const [before, after] = [await loginAs(server, 'user'), await loginAs(server, 'user')];
    const [early, late] = [api(server, before.accessToken), api(server, after.accessToken)];
    await early.post(`/api/drives/${id}/appointments`, { slotStart: '2027-10-31T01:30:00+01:00' }).expect(201);
    await late.post(`/api/drives/${id}/appointments`, { slotStart: '2027-10-31T01:30:00Z' }).expect(201);
    expect((await early.post(`/api/drives/${id}/appointments`, { slotStart: slots[5].start }).expect(409)).body.message).toBe(M.alreadyBooked('Sun, 31 Oct 2027, 01:30 BST'));
    expect((await late.post(`/api/drives/${id}/appointments`, { slotStart: slots[5].start }).expect(409)).body.message).toBe(M.alreadyBooked('Sun, 31 Oct 2027, 01:30 GMT'));
  });
});
