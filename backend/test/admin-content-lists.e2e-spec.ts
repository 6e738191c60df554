import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { BoardMember } from '../src/board-members/board-member.entities';
import { Event } from '../src/events/event.entity';
import { Volunteer } from '../src/volunteers/volunteer.entity';
import { Account, loginAs } from './support/accounts';
import { PNG_1X1 } from './support/board-member-flows';
import { volunteerBody } from './support/content-flows';
import { startTestServer, TestServer } from './support/test-server';

const two = (n: number) => String(n).padStart(2, '0');

describe('admin lists of events, volunteers and board members', () => {
  let server: TestServer;
  let admin: Account;
  const get = (path: string, query: Record<string, string> = {}) => request(server.url).get(path).query(query).auth(admin.accessToken, { type: 'bearer' });
  const names = (body: { name: string }[]) => body.map((row) => row.name);
  const range = (response: request.Response) => response.headers['content-range'];

  // 24 events, one on the 15th of each month of 2025 and 2026 at 23:30 UTC (a local clock ahead of UTC would see the next day).
  const EVENTS = Array.from({ length: 24 }, (_, index) => ({
    name: `Drive ${two(index + 1)}`,
    location: `Hall ${two(24 - index)}`,
    organizer: index % 2 ? 'Red Cross' : 'Rotary',
    description: index % 3 === 0 ? 'Plasma collection' : '',
    dateTime: new Date(Date.UTC(2025 + Math.floor(index / 12), index % 12, 15, 23, 30)),
  }));
  let eventIds: number[];
  let volunteerIds: number[];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'admin');
    const events = server.dataSource.getRepository(Event);
    eventIds = [];
    for (const seed of EVENTS) eventIds.push((await events.save(events.create(seed))).id);
    const volunteers = server.dataSource.getRepository(Volunteer);
    volunteerIds = [];
    for (let n = 1; n <= 15; n += 1) {
      const body = volunteerBody();
      const saved = await volunteers.save(
        volunteers.create({
          ...body,
          firstName: `First${two(n)}`,
          lastName: `Last${two(16 - n)}`,
          email: `vol${two(n)}@example.com`,
          phone: `90000000${two(n)}`,
          event: n % 3 === 0 ? { id: eventIds[0] } : null,
          userId: null,
          createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
        }),
      );
      volunteerIds.push(saved.id);
    }
    const members = server.dataSource.getRepository(BoardMember);
    for (let n = 1; n <= 12; n += 1) {
      await members.insert({
        id: randomUUID(),
        full_name: `Member ${String.fromCharCode(64 + 13 - n)}`,
        description: 'Board',
        linkedin_url: null,
        twitter_url: null,
        github_url: null,
        teams: 'design',
        createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
      });
    }
  });
  afterAll(() => server.close());

  describe('GET /api/admin/events', () => {
    const list = (query: Record<string, string> = {}) => get('/api/admin/events', query);

    it('answers the ten latest with Content-Range, as the public records', async () => {
      const response = await list().expect(200);
      expect(range(response)).toBe('events 0-9/24');
      expect(response.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(names(response.body)).toEqual(EVENTS.slice(-10).reverse().map((event) => event.name));
      const all = (await request(server.url).get('/api/events/all').expect(200)).body as { id: number }[];
      const byId = new Map(all.map((event) => [event.id, event]));
      for (const event of response.body as { id: number }[]) expect(event).toEqual(byId.get(event.id));
    });

    it('pages and sorts by name, dateTime, location, organizer and id', async () => {
      const last = await list({ range: '[20,29]', sort: '["name","ASC"]' }).expect(200);
      expect(range(last)).toBe('events 20-23/24');
      expect(names(last.body)).toEqual(['Drive 21', 'Drive 22', 'Drive 23', 'Drive 24']);
      expect(names((await list({ sort: '["dateTime","ASC"]', range: '[0,1]' }).expect(200)).body)).toEqual(['Drive 01', 'Drive 02']);
      expect(names((await list({ sort: '["location","ASC"]', range: '[0,1]' }).expect(200)).body)).toEqual(['Drive 24', 'Drive 23']);
      const byOrganizer = (await list({ sort: '["organizer","DESC"]', range: '[0,99]' }).expect(200)).body as { organizer: string; name: string }[];
      expect(byOrganizer.slice(0, 12).every((event) => event.organizer === 'Rotary')).toBe(true);
      expect(byOrganizer.slice(0, 2).map((event) => event.name)).toEqual(['Drive 23', 'Drive 21']);
      // By id, as a react-admin list asks when it names no sort of its own.
      const byId = (await list({ sort: '["id","DESC"]', range: '[0,99]' }).expect(200)).body as { id: number }[];
      expect(byId).toHaveLength(24);
      expect(byId.map((event) => event.id)).toEqual(byId.map((event) => event.id).sort((a, b) => b - a));
    });

    it('filters by q in name or description, by month, by year and by both (in UTC)', async () => {
      expect(range(await list({ filter: '{"q":"DRIVE 1"}' }).expect(200))).toBe('events 0-9/10');
      const plasma = EVENTS.filter((event) => event.description.includes('Plasma'));
      expect(range(await list({ filter: '{"q":"plasma"}' }).expect(200))).toBe(`events 0-${plasma.length - 1}/${plasma.length}`);
      expect(names((await list({ filter: '{"month":3}', sort: '["dateTime","ASC"]' }).expect(200)).body)).toEqual(['Drive 03', 'Drive 15']);
      expect(range(await list({ filter: '{"year":2026}' }).expect(200))).toBe('events 0-9/12');
      expect(names((await list({ filter: '{"month":12,"year":2025}' }).expect(200)).body)).toEqual(['Drive 12']);
      expect(names((await list({ filter: '{"month":"1","year":"2026","q":"drive"}' }).expect(200)).body)).toEqual(['Drive 13']);
      expect(range(await list({ filter: '{"year":2030}' }).expect(200))).toBe('events */0');
    });

    it.each([
      ['sort', '["id","UP"]'],
      ['sort', '["description","ASC"]'],
      ['filter', '{"month":13}'],
      ['filter', '{"month":0}'],
      ['filter', '{"month":1.5}'],
      ['filter', '{"year":"twenty"}'],
      ['filter', '{"organizer":"Rotary"}'],
      ['range', '"0-9"'],
    ])('rejects %s=%s with a 400 naming it', async (parameter, value) => {
      expect(Object.keys((await list({ [parameter]: value }).expect(400)).body.errors)).toEqual([parameter]);
    });
  });

  describe('GET /api/admin/volunteers', () => {
    const list = (query: Record<string, string> = {}) => get('/api/admin/volunteers', query);
    const firstNames = (body: { firstName: string }[]) => body.map((row) => row.firstName);

    it('answers the ten newest with Content-Range, each with its event', async () => {
      const response = await list().expect(200);
      expect(range(response)).toBe('volunteers 0-9/15');
      expect(firstNames(response.body)).toEqual(Array.from({ length: 10 }, (_, i) => `First${two(15 - i)}`));
      expect(response.body[0]).toMatchObject({ firstName: 'First15', event: { id: eventIds[0] } });
      expect(response.body[1]).toMatchObject({ firstName: 'First14', event: null });
      const all = (await get('/api/volunteers/all-with-event').expect(200)).body as { id: number }[];
      const byId = new Map(all.map((row) => [row.id, row]));
      for (const row of response.body as { id: number }[]) expect(row).toEqual(byId.get(row.id));
    });

    it('pages and sorts by id, firstName, lastName and createdAt', async () => {
      const page = await list({ range: '[10,19]', sort: '["id","ASC"]' }).expect(200);
      expect(range(page)).toBe('volunteers 10-14/15');
      expect((page.body as { id: number }[]).map((row) => row.id)).toEqual(volunteerIds.slice(10));
      expect(firstNames((await list({ sort: '["firstName","ASC"]', range: '[0,0]' }).expect(200)).body)).toEqual(['First01']);
      expect(firstNames((await list({ sort: '["lastName","ASC"]', range: '[0,0]' }).expect(200)).body)).toEqual(['First15']);
      expect(firstNames((await list({ sort: '["createdAt","ASC"]', range: '[0,0]' }).expect(200)).body)).toEqual(['First01']);
    });

    it('filters by q in first name, last name, email or phone, and by eventId', async () => {
      expect(firstNames((await list({ filter: '{"q":"first07"}' }).expect(200)).body)).toEqual(['First07']);
      expect(firstNames((await list({ filter: '{"q":"LAST07"}' }).expect(200)).body)).toEqual(['First09']);
      expect(firstNames((await list({ filter: '{"q":"vol11@"}' }).expect(200)).body)).toEqual(['First11']);
      expect(firstNames((await list({ filter: '{"q":"9000000012"}' }).expect(200)).body)).toEqual(['First12']);
      const atEvent = await list({ filter: JSON.stringify({ eventId: eventIds[0] }), sort: '["id","ASC"]' }).expect(200);
      expect(firstNames(atEvent.body)).toEqual(['First03', 'First06', 'First09', 'First12', 'First15']);
      expect(range(await list({ filter: JSON.stringify({ eventId: eventIds[1] }) }).expect(200))).toBe('volunteers */0');
    });

    it.each([
      ['sort', '["email","ASC"]'],
      ['filter', '{"eventId":0}'],
      ['filter', '{"eventId":"x"}'],
      ['filter', '{"city":"Pune"}'],
    ])('rejects %s=%s with a 400 naming it', async (parameter, value) => {
      expect(Object.keys((await list({ [parameter]: value }).expect(400)).body.errors)).toEqual([parameter]);
    });
  });

  describe('GET /api/admin/board-members', () => {
    const list = (query: Record<string, string> = {}) => get('/api/admin/board-members', query);
    const fullNames = (body: { full_name: string }[]) => body.map((row) => row.full_name);

    it('answers the ten oldest with Content-Range, as the public records (photo URL included)', async () => {
      const all = (await request(server.url).get('/api/board-members').expect(200)).body as { _id: string }[];
      await request(server.url).put(`/api/admin/board-members/${all[0]._id}/photo`).auth(admin.accessToken, { type: 'bearer' }).attach('photo', PNG_1X1, 'x.png').expect(200);
      const fresh = (await request(server.url).get('/api/board-members').expect(200)).body as { _id: string }[];
      const response = await list().expect(200);
      expect(range(response)).toBe('board-members 0-9/12');
      expect(response.body).toEqual(fresh.slice(0, 10));
      expect(response.body[0].photoUrl).toEqual(expect.any(String));
    });

    it('pages and sorts by full_name and createdAt, and filters by q', async () => {
      const page = await list({ range: '[10,19]' }).expect(200);
      expect(range(page)).toBe('board-members 10-11/12');
      expect(fullNames((await list({ sort: '["full_name","ASC"]', range: '[0,1]' }).expect(200)).body)).toEqual(['Member A', 'Member B']);
      expect(fullNames((await list({ sort: '["createdAt","DESC"]', range: '[0,1]' }).expect(200)).body)).toEqual(['Member A', 'Member B']);
      expect(fullNames((await list({ filter: '{"q":"member c"}' }).expect(200)).body)).toEqual(['Member C']);
    });

    it.each([
      ['sort', '["description","ASC"]'],
      ['filter', '{"teams":"design"}'],
      ['range', '[0,1,2]'],
    ])('rejects %s=%s with a 400 naming it', async (parameter, value) => {
      expect(Object.keys((await list({ [parameter]: value }).expect(400)).body.errors)).toEqual([parameter]);
    });
  });
});
