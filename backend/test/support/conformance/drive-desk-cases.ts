import { loginAs } from '../accounts';
import { api } from '../donor-flows';
import { createDrive, hoursFromNow, session, slotsOf } from '../drive-flows';
import type { OperationCases } from './contract-calls';
import type { ConformanceRecords } from './conformance-records';

const QUARTER = 15 * 60_000;

/** A drive running today (from the last quarter hour, 16 slots of 2 chairs), and a donor booked at it. */
async function bookedToday(records: ConformanceRecords, start = new Date(Math.floor(Date.now() / QUARTER) * QUARTER - QUARTER)) {
  const id = await createDrive(records.server, records.admin.accessToken, [session(start, 16, 15, 2)]);
  const donor = await loginAs(records.server, 'user');
  const slot = (await slotsOf(records.server, id)).find(({ start: at }) => new Date(at).getTime() > Date.now() + 65 * 60_000)!;
  const appointment = (await api(records.server, donor.accessToken).post(`/api/drives/${id}/appointments`, { slotStart: slot.start }).expect(201)).body;
  return { driveId: id, donor, appointmentId: appointment.id as number };
}

/** The drive desk of issue 23 (point 6) and a drive's figures (point 8). */
export const DRIVE_DESK_CASES: Record<string, OperationCases> = {
  'GET /api/drive-desk/drives': { 200: async (records) => ({ as: records.moderator }) },
  'GET /api/drive-desk/{driveId}/appointments': {
    200: async (records) => ({ as: records.moderator, params: { driveId: (await bookedToday(records)).driveId } }),
  },
  'POST /api/drive-desk/{driveId}/walk-ins': {
    201: async (records) => ({ as: records.moderator, params: { driveId: (await bookedToday(records)).driveId }, body: { email: (await loginAs(records.server, 'user')).email } }),
    404: async (records) => ({ as: records.moderator, params: { driveId: (await bookedToday(records)).driveId }, body: { email: 'nobody-at-all@example.com' } }),
    409: async (records) => {
      const { driveId, donor } = await bookedToday(records);
      return { as: records.moderator, params: { driveId }, body: { email: donor.email } };
    },
  },
  'PUT /api/drive-desk/appointments/{id}': {
    200: async (records) => ({ as: records.moderator, params: { id: (await bookedToday(records)).appointmentId }, body: { status: 'donated', units: 1, haemoglobin: 13.2, pulse: 70, bloodPressure: '118/76' } }),
    409: async (records) => ({ as: records.moderator, params: { id: (await bookedToday(records)).appointmentId }, body: { status: 'no-show' } }),
  },
  'PUT /api/admin/drive-staff/{driveId}': {
    200: async (records) => ({ as: records.admin, params: { driveId: (await bookedToday(records)).driveId }, body: { userIds: [(await loginAs(records.server, 'user')).id] } }),
    409: async (records) => ({ as: records.admin, params: { driveId: (await bookedToday(records)).driveId }, body: { userIds: [records.moderator.id] } }),
  },
  // The donor card (issue 24 point 2): the donor's own, and the desk's lookup by its short code or token.
  'GET /api/user/donor-card': { 200: async (records) => ({ as: records.donor }) },
  'GET /api/drive-desk/{driveId}/lookup': {
    200: async (records) => {
      const { driveId, donor } = await bookedToday(records);
      const { shortCode } = (await api(records.server, donor.accessToken).get('/api/user/donor-card').expect(200)).body;
      return { as: records.moderator, params: { driveId }, query: { code: shortCode } };
    },
    400: async (records) => ({ as: records.moderator, params: { driveId: (await bookedToday(records)).driveId }, query: { code: 'not a card' } }),
    404: async (records) => {
      // A card of a donor with no appointment at this drive.
      const { driveId } = await bookedToday(records);
      const { shortCode } = (await api(records.server, records.donor.accessToken).get('/api/user/donor-card').expect(200)).body;
      return { as: records.moderator, params: { driveId }, query: { code: shortCode } };
    },
  },
  'GET /api/admin/drives/{id}/figures': {
    200: async (records) => ({ as: records.moderator, params: { id: (await bookedToday(records, hoursFromNow(2))).driveId } }),
  },
};
