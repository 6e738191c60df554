import { AuditEntryRecord } from '../../../src/audit-log/audit-entry.entity';
import { boardMemberBody, createBoardMember } from '../board-member-flows';
import { volunteerBody } from '../content-flows';
import { api, createEvent, donationBody, eventBody } from '../donor-flows';
import type { OperationCases } from './contract-calls';
import type { ConformanceRecords } from './conformance-records';

/** A new board member as /api/admin/teams answers it (its _id also as id). */
const newTeamMember = async (records: ConformanceRecords) => {
  const member = await createBoardMember(records.server, records.admin.accessToken);
  return { ...member, id: member._id };
};

/**
 * The routes under /api/admin that a react-admin data provider (ra-data-simple-rest) calls beyond the lists of
 * admin-list-cases.ts: the teams by the panel's name, one audit log entry, and the writes of donations, events,
 * volunteers and contacts under their list's path. The updates send the whole record, as react-admin's Edit does.
 */
export const REACT_ADMIN_CASES: Record<string, OperationCases> = {
  'GET /api/admin/teams': { 200: (records) => ({ as: records.admin, query: { range: '[0,24]', sort: '["id","ASC"]' } }) },
  'GET /api/admin/teams/{id}': { 200: (records) => ({ as: records.admin, params: { id: records.boardMemberIds.withPhoto } }) },
  'POST /api/admin/teams': { 201: (records) => ({ as: records.admin, body: boardMemberBody() }) },
  'PUT /api/admin/teams/{id}': {
    200: async (records) => {
      const member = await newTeamMember(records);
      return { as: records.admin, params: { id: member.id }, body: { ...member, teams: ['broadcast'] } };
    },
  },
  'DELETE /api/admin/teams/{id}': { 200: async (records) => ({ as: records.admin, params: { id: (await newTeamMember(records)).id } }) },
  'GET /api/admin/audit-log/{id}': {
    200: async (records) => {
      const [entry] = await records.server.dataSource.getRepository(AuditEntryRecord).find({ order: { id: 'ASC' }, take: 1 });
      return { as: records.superAdmin, params: { id: entry.id } };
    },
  },
  'POST /api/admin/donorlist': { 201: (records) => ({ as: records.admin, body: donationBody() }) },
  'POST /api/admin/events': { 201: (records) => ({ as: records.admin, body: eventBody() }) },
  'PUT /api/admin/events/{id}': {
    200: async (records) => {
      const event = await createEvent(records.server, records.admin.accessToken);
      return { as: records.admin, params: { id: event.id as number }, body: { ...event, name: 'Renamed drive' } };
    },
  },
  'DELETE /api/admin/events/{id}': { 200: async (records) => ({ as: records.admin, params: { id: (await createEvent(records.server, records.admin.accessToken)).id as number } }) },
  'DELETE /api/admin/volunteers/{id}': {
    200: async (records) => {
      const signUp = await api(records.server, records.donor.accessToken).post('/api/volunteers/register', volunteerBody()).expect(201);
      return { as: records.admin, params: { id: signUp.body.id as number } };
    },
  },
  'DELETE /api/admin/contacts/{id}': { 200: async (records) => ({ as: records.admin, params: { id: await records.newContact() } }) },
};
