import { type DataProvider, fetchUtils, HttpError, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import request from 'supertest';
import { MoreThan } from 'typeorm';
import { AuditEntryRecord } from '../src/audit-log/audit-entry.entity';
import { Contact } from '../src/contacts/contact.entity';
import { type Account, loginAs, register } from './support/accounts';
import { boardMemberBody, createBoardMember } from './support/board-member-flows';
import { volunteerBody } from './support/content-flows';
import { createBloodRequest, createDonation, createEvent, donationBody, eventBody } from './support/donor-flows';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 21, point 9: react-admin's own ra-data-simple-rest provider, unchanged, against /api/admin, for every
 * resource by the admin panel's name for it: pages with a sort and a filter, one record, several by id, and the
 * writes the panel makes (an update sends the whole record, as react-admin's Edit does).
 */

/** What the panel changes in a record, and how the server's answer shows it. */
interface Edit {
  /** The whole record with one editable field changed and a read-only one tampered with. */
  change(record: RaRecord): RaRecord;
  /** What the record reads afterwards: the editable field changed, the read-only one as it was. */
  expected(record: RaRecord): Partial<RaRecord>;
  /** The audit entry of the update: its action and the names of the fields it took. */
  audit: { action: string; fields: string };
}

interface Resource {
  name: string;
  /** Adds one record to the resource (the audit log fills itself: every login writes an entry). */
  seed?: (server: TestServer, admin: Account) => Promise<unknown>;
  /** A create as the panel sends it, when the panel creates records of the resource. */
  create?: { data: Record<string, unknown>; action: string };
  edit?: Edit;
  /** The audit action of a delete, when the panel deletes records of the resource. */
  deleteAction?: string;
}

const RESOURCES: Resource[] = [
  {
    name: 'users',
    seed: (server) => register(server),
    edit: {
      change: (user) => ({ ...user, role: 'volunteer', email: 'tampered@example.com', createdAt: '2000-01-01T00:00:00.000Z' }),
      expected: (user) => ({ role: 'volunteer', email: user.email, createdAt: user.createdAt }),
      audit: { action: 'user.role-change', fields: 'role' },
    },
    deleteAction: 'user.delete',
  },
  { name: 'bloodRequests', seed: (server, admin) => createBloodRequest(server, admin.accessToken), deleteAction: 'blood-request.delete' },
  {
    name: 'donorlist',
    seed: (server, admin) => createDonation(server, admin.accessToken),
    // Admin Add Donor: a walk-in donor's donation.
    create: { data: donationBody({ name: 'Walk-in Donor' }), action: 'donation.create' },
  },
  {
    name: 'events',
    seed: (server, admin) => createEvent(server, admin.accessToken),
    create: { data: eventBody({ name: 'Created drive' }), action: 'event.create' },
    edit: {
      change: (event) => ({ ...event, name: 'Renamed drive' }),
      expected: (event) => ({ name: 'Renamed drive', dateTime: event.dateTime }),
      audit: { action: 'event.update', fields: 'id,name,location,dateTime,organizer,description,drive' },
    },
    deleteAction: 'event.delete',
  },
  {
    name: 'volunteers',
    seed: (server, admin) => request(server.url).post('/api/volunteers/register').auth(admin.accessToken, { type: 'bearer' }).send(volunteerBody()).expect(201),
    deleteAction: 'volunteer.delete',
  },
  {
    name: 'contacts',
    seed: (server) => server.dataSource.getRepository(Contact).insert({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt: new Date() }),
    deleteAction: 'contact.delete',
  },
  {
    name: 'teams',
    seed: (server, admin) => createBoardMember(server, admin.accessToken),
    create: { data: boardMemberBody({ full_name: 'Created Member' }), action: 'team-member.create' },
    edit: {
      change: (member) => ({ ...member, full_name: 'Renamed Member', photoUrl: '/elsewhere.png' }),
      expected: (member) => ({ full_name: 'Renamed Member', _id: member.id, photoUrl: member.photoUrl }),
      audit: { action: 'team-member.update', fields: 'full_name,description,linkedin_url,twitter_url,github_url,teams' },
    },
    deleteAction: 'team-member.delete',
  },
  { name: 'audit-log' },
];

describe('react-admin ra-data-simple-rest against /api/admin', () => {
  let server: TestServer;
  let provider: DataProvider;
  const lastEntryId = async () => (await server.dataSource.getRepository(AuditEntryRecord).find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;

  /** Runs `act`, and expects one audit entry written meanwhile, with `expected`. */
  async function expectAudited<T>(act: () => Promise<T>, expected: Partial<AuditEntryRecord>): Promise<T> {
    const before = await lastEntryId();
    const result = await act();
    const written = await server.dataSource.getRepository(AuditEntryRecord).find({ where: { id: MoreThan(before) } });
    expect(written).toEqual([expect.objectContaining(expected)]);
    return result;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const chief = await loginAs(server, 'superAdmin');
    const httpClient = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${chief.accessToken}` } });
    provider = simpleRestProvider(`${server.url}/api/admin`, httpClient);
    for (const { seed } of RESOURCES) for (let count = 0; count < 3; count++) await seed?.(server, chief);
  });
  afterAll(() => server.close());

  describe.each(RESOURCES)('$name', (resource) => {
    it('gives pages sorted by id (the default of a react-admin list), with their total, each record with an id', async () => {
      const first = await provider.getList(resource.name, { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      const second = await provider.getList(resource.name, { pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      const ids = [...first.data, ...second.data].map((record) => record.id);
      expect(first.total).toBeGreaterThanOrEqual(3);
      expect(second.total).toBe(first.total);
      expect(ids).toHaveLength(Math.min(4, first.total!));
      expect(ids.every((id) => id !== undefined && id !== null)).toBe(true);
      expect([...ids].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1))).toEqual(ids);

      const descending = await provider.getList(resource.name, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
      expect(descending.data[0].id).not.toBe(ids[0]);
    });

    it('filters a page (by id, the one filter every list has)', async () => {
      const { data } = await provider.getList(resource.name, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      const page = await provider.getList(resource.name, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' }, filter: { id: [data[0].id, data[2].id] } });
      expect(page).toEqual({ data: [data[2], data[0]], total: 2 });
    });

    it('gives one record and several by id', async () => {
      const { data } = await provider.getList(resource.name, { pagination: { page: 1, perPage: 3 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      expect((await provider.getOne(resource.name, { id: data[1].id })).data).toEqual(data[1]);
      const many = await provider.getMany(resource.name, { ids: data.map((record) => record.id) });
      expect(new Set(many.data)).toEqual(new Set(data));
    });

    it('answers an unknown id with 404', async () => {
      const unknown = resource.name === 'teams' ? '00000000-0000-4000-8000-000000000000' : 999999;
      await expect(provider.getOne(resource.name, { id: unknown })).rejects.toMatchObject({ status: 404 });
    });

    if (resource.create) {
      const { data, action } = resource.create;
      it('creates a record', async () => {
        const created = await expectAudited(() => provider.create(resource.name, { data }), { action });
        expect(created.data).toMatchObject({ id: expect.anything() });
        expect((await provider.getOne(resource.name, { id: created.data.id })).data).toEqual(created.data);
      });
    }

    if (resource.edit) {
      const { change, expected, audit } = resource.edit;
      it('updates from the whole record: the editable fields change, the read-only ones stay', async () => {
        const { data: [record] } = await provider.getList(resource.name, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
        const updated = await expectAudited(() => provider.update(resource.name, { id: record.id, data: change(record), previousData: record }), {
          ...audit,
          recordId: String(record.id),
        });
        expect(updated.data).toMatchObject({ id: record.id, ...expected(record) });
        expect((await provider.getOne(resource.name, { id: record.id })).data).toEqual(updated.data);
      });
    }

    if (resource.deleteAction) {
      const action = resource.deleteAction;
      it('deletes a record, answering JSON', async () => {
        // The newest: the oldest account is the superAdmin calling, who may not delete themself.
        const { data: [record] } = await provider.getList(resource.name, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
        const { data } = await expectAudited(() => provider.delete(resource.name, { id: record.id, previousData: record }), { action, recordId: String(record.id) });
        expect(data).toEqual({ message: expect.any(String) });
        const gone = await provider.getOne(resource.name, { id: record.id }).catch((error: unknown) => error);
        expect(gone).toBeInstanceOf(HttpError);
        expect(gone).toMatchObject({ status: 404 });
      });
    }
  });
});
