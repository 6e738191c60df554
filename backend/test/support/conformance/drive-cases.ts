import { loginAs } from '../accounts';
import { api } from '../donor-flows';
import { createDrive, hoursFromNow, session, slotsOf } from '../drive-flows';
import { AppointmentMailer } from '../../../src/drives/appointment-mailer';
import type { OperationCases } from './contract-calls';
import type { ConformanceRecords } from './conformance-records';

/** A new drive 48 hours ahead: `slots` slots of 15 minutes with `chairs` each; its id and slot starts. */
async function newDrive(records: ConformanceRecords, chairs = 2, slots = 3) {
  const start = hoursFromNow(48);
  const id = await createDrive(records.server, records.admin.accessToken, [session(start, slots, 15, chairs)]);
  return { id, start, starts: (await slotsOf(records.server, id)).map(({ start: slotStart }) => slotStart) };
}

/** A new donor booked at the first slot of a new drive of one chair a slot. */
async function booked(records: ConformanceRecords) {
  const drive = await newDrive(records, 1);
  const donor = await loginAs(records.server, 'user');
  const appointment = (await api(records.server, donor.accessToken).post(`/api/drives/${drive.id}/appointments`, { slotStart: drive.starts[0] }).expect(201)).body;
  return { drive, donor, id: appointment.id as number };
}

/** The change-or-cancel link token of a new booked appointment, and what `booked` answers. */
async function linked(records: ConformanceRecords) {
  const appointment = await booked(records);
  return { ...appointment, token: records.server.app.get(AppointmentMailer).links.token({ id: appointment.id, version: 0 }) };
}

/** A link token that was used: its appointment cancelled through it. */
async function usedLink(records: ConformanceRecords) {
  const { token } = await linked(records);
  await api(records.server).delete(`/api/appointments/by-token/${token}`).expect(200);
  return token;
}

/** The drive endpoints of issue 23: making an event a drive, its slots, and a donor's appointments. */
export const DRIVE_CASES: Record<string, OperationCases> = {
  'PUT /api/admin/events/{id}/drive': {
    200: async (records) => ({ as: records.admin, params: { id: (await newDrive(records)).id }, body: { sessions: [session(hoursFromNow(24), 2)] } }),
    409: async (records) => {
      const { drive } = await booked(records);
      return { as: records.admin, params: { id: drive.id }, body: { sessions: [session(new Date(drive.starts[1]), 2, 15, 1)] } };
    },
  },
  'DELETE /api/admin/events/{id}/drive': {
    200: async (records) => ({ as: records.admin, params: { id: (await newDrive(records)).id } }),
    409: async (records) => ({ as: records.admin, params: { id: (await booked(records)).drive.id } }),
  },
  'GET /api/drives/{id}/slots': { 200: async (records) => ({ params: { id: (await newDrive(records)).id } }) },
  'POST /api/drives/{id}/appointments': {
    201: async (records) => {
      const drive = await newDrive(records);
      return { as: await loginAs(records.server, 'user'), params: { id: drive.id }, body: { slotStart: drive.starts[1] } };
    },
    409: async (records) => {
      const { drive } = await booked(records);
      return { as: await loginAs(records.server, 'user'), params: { id: drive.id }, body: { slotStart: drive.starts[0] } };
    },
  },
  'GET /api/user/appointments': { 200: async (records) => ({ as: (await booked(records)).donor }) },
  'PUT /api/user/appointments/{id}': {
    200: async (records) => {
      const { drive, donor, id } = await booked(records);
      return { as: donor, params: { id }, body: { slotStart: drive.starts[1] } };
    },
    409: async (records) => {
      const { drive, donor, id } = await booked(records);
      await api(records.server, (await loginAs(records.server, 'user')).accessToken).post(`/api/drives/${drive.id}/appointments`, { slotStart: drive.starts[2] }).expect(201);
      return { as: donor, params: { id }, body: { slotStart: drive.starts[2] } };
    },
  },
  'DELETE /api/user/appointments/{id}': {
    200: async (records) => {
      const { donor, id } = await booked(records);
      return { as: donor, params: { id } };
    },
    409: async (records) => {
      const { donor, id } = await booked(records);
      await api(records.server, donor.accessToken).delete(`/api/user/appointments/${id}`).expect(200);
      return { as: donor, params: { id } };
    },
  },
  'GET /api/appointments/by-token/{token}': {
    200: async (records) => ({ params: { token: (await linked(records)).token } }),
    404: () => ({ params: { token: 'not-a-token' } }),
    410: async (records) => ({ params: { token: await usedLink(records) } }),
  },
  'PUT /api/appointments/by-token/{token}': {
    200: async (records) => {
      const { token, drive } = await linked(records);
      return { params: { token }, body: { slotStart: drive.starts[1] } };
    },
    400: async (records) => ({ params: { token: (await linked(records)).token }, body: {} }),
    404: () => ({ params: { token: 'not-a-token' }, body: { slotStart: hoursFromNow(48).toISOString() } }),
    409: async (records) => {
      const { token, drive } = await linked(records);
      await api(records.server, (await loginAs(records.server, 'user')).accessToken).post(`/api/drives/${drive.id}/appointments`, { slotStart: drive.starts[2] }).expect(201);
      return { params: { token }, body: { slotStart: drive.starts[2] } };
    },
    410: async (records) => ({ params: { token: await usedLink(records) }, body: { slotStart: hoursFromNow(48).toISOString() } }),
  },
  'DELETE /api/appointments/by-token/{token}': {
    200: async (records) => ({ params: { token: (await linked(records)).token } }),
    404: () => ({ params: { token: 'not-a-token' } }),
    410: async (records) => ({ params: { token: await usedLink(records) } }),
  },
  'GET /api/admin/events/{id}/appointments/export.csv': {
    200: async (records) => ({ as: records.admin, params: { id: (await booked(records)).drive.id } }),
    404: (records) => ({ as: records.admin, params: { id: 999999 } }),
  },
};
