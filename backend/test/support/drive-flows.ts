import { Appointment } from '../../src/drives/appointment.entity';
import { type Account, login } from './accounts';
import { api } from './donor-flows';
import { TestServer } from './test-server';

const HOUR = 3_600_000;

/** The top of an hour `hours` from now (UTC), as a Date. */
export function hoursFromNow(hours: number): Date {
  return new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR);
}

/** One session body: `slots` slots of `slotMinutes` from `start`, `chairs` each. */
export function session(start: Date, slots: number, slotMinutes = 15, chairs = 2) {
  return { start: start.toISOString(), end: new Date(start.getTime() + slots * slotMinutes * 60_000).toISOString(), slotMinutes, chairs };
}

/** A new event made a drive with `sessions`; answers its id. */
export async function createDrive(server: TestServer, adminToken: string, sessions: object[]): Promise<number> {
  const admin = api(server, adminToken);
  const event = await admin.post('/api/events', { name: 'Drive', location: 'Hall', dateTime: (sessions[0] as { start: string }).start, organizer: 'Org' }).expect(201);
  await admin.put(`/api/admin/events/${event.body.id}/drive`, { sessions }).expect(200);
  return event.body.id;
}

/** The drive's slots as GET /api/drives/{id}/slots answers them. */
export async function slotsOf(server: TestServer, driveId: number): Promise<{ start: string; end: string; free: number }[]> {
  return (await api(server).get(`/api/drives/${driveId}/slots`).expect(200)).body;
}

/** Appointments of the drive as stored, by status. */
export async function storedStatuses(server: TestServer, eventId: number): Promise<Record<string, number>> {
  const rows = await server.dataSource.getRepository(Appointment).findBy({ eventId });
  return rows.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
}

/**
 * Makes `account` the staff of the drive (PUT /api/admin/drive-staff) and logs it in again: becoming drive staff ends
 * the account's sessions, and its new login sets up a second factor (a staff role needs one). The account, logged in.
 */
export async function assignDriveStaff<A extends Account>(server: TestServer, adminToken: string, driveId: number, account: A): Promise<A> {
  await api(server, adminToken).put(`/api/admin/drive-staff/${driveId}`, { userIds: [account.id] }).expect(200, { driveId, userIds: [account.id] });
  return { ...account, ...(await login(server, account.email, account.password!)) };
}
