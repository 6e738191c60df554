import { EVENT_MESSAGES as M } from '@blood-donation/domain';
import request from 'supertest';
import { Event } from '../src/events/event.entity';
import { loginAs } from './support/accounts';
import { api, createEvent, eventBody } from './support/donor-flows';
import { startTestServer, TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

describe('events', () => {
  let server: TestServer;
  let admin: ReturnType<typeof api>;
  let superAdmin: ReturnType<typeof api>;
  let adminToken: string;

  const listed = async () => (await request(server.url).get('/api/events/all').expect(200)).body;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = (await loginAs(server, 'admin')).accessToken;
    admin = api(server, adminToken);
    superAdmin = api(server, (await loginAs(server, 'superAdmin')).accessToken);
  });
  afterAll(() => server.close());

  it('lists nothing at first, without a token', async () => {
    expect(await listed()).toEqual([]);
  });

  describe('POST /api/events', () => {
    it('answers 201 with the event; description defaults to ""', async () => {
      const response = await admin.post('/api/events', eventBody({ description: undefined })).expect(201);
      expect(response.body).toEqual({ ...eventBody(), id: expect.any(Number), description: '', drive: null });
      expect((await superAdmin.post('/api/events', eventBody()).expect(201)).body.description).toBe('Walk in between 9:30 and 16:00.');
      expect((await admin.post('/api/events', eventBody({ description: null })).expect(201)).body.description).toBe('');
    });

    it.each([
      ['2026-11-01T09:30:00.123Z', '2026-11-01T09:30:00.123Z'],
      ['2026-11-01T15:00:00+05:30', '2026-11-01T09:30:00.000Z'],
      ['2026-12-31T20:00-08:00', '2027-01-01T04:00:00.000Z'],
      ['2026-11-01T09:30', '2026-11-01T09:30:00.000Z'],
      ['2028-02-29T23:59:59.9Z', '2028-02-29T23:59:59.900Z'],
    ])('stores %s in UTC and returns %s', async (dateTime, stored) => {
      const event = await createEvent(server, adminToken, { dateTime });
      expect(event.dateTime).toBe(stored);
      expect((await listed()).find((row: Event) => row.id === event.id).dateTime).toBe(stored);
    });

    it('trims text and stores SQL and HTML as plain text', async () => {
      const name = `'; DROP TABLE events; --`;
      const description = `<script>alert('x')</script>\n<b>bold</b>`;
      const event = await createEvent(server, adminToken, { name: `  ${name}  `, location: ' Hall ', organizer: ' <i>Org</i> ', description });
      expect(event).toMatchObject({ name, location: 'Hall', organizer: '<i>Org</i>', description });
    });

    it('reports the required message of every missing field at once (description optional)', async () => {
      const response = await admin.post('/api/events', {}).expect(400);
      expectValidationFailure(response.body, {
        name: [M.nameRequired],
        location: [M.locationRequired],
        dateTime: [M.dateTimeRequired],
        organizer: [M.organizerRequired],
      });
    });

    it.each([
      ['name', '  ', M.nameRequired],
      ['name', 'x'.repeat(101), M.tooLong],
      ['location', '', M.locationRequired],
      ['location', 'x'.repeat(101), M.tooLong],
      ['organizer', null, M.organizerRequired],
      ['organizer', 'x'.repeat(101), M.tooLong],
      ['dateTime', '', M.dateTimeRequired],
      ['dateTime', 'next Friday', M.dateTimeInvalid],
      ['dateTime', '2026-11-01', M.dateTimeInvalid],
      ['dateTime', '2026-02-30T10:00:00Z', M.dateTimeInvalid],
      ['dateTime', '2026-11-01T24:00:00Z', M.dateTimeInvalid],
      ['dateTime', '2026-11-01T10:00:00+0530', M.dateTimeInvalid],
      ['dateTime', '0999-12-31T00:00:00Z', M.dateTimeInvalid],
      ['dateTime', 1790000000000, M.dateTimeInvalid],
      ['description', 'x'.repeat(2001), M.descriptionTooLong],
    ])('rejects %s = %p with "%s"', async (field, value, message) => {
      expectValidationFailure((await admin.post('/api/events', eventBody({ [field]: value })).expect(400)).body, { [field]: [message] });
    });

    it('names fields of the wrong type and unknown fields', async () => {
      const response = await admin.post('/api/events', eventBody({ name: 42, location: ['x'], description: false, id: 7 })).expect(400);
      expect(response.body.errors).toEqual({
        name: ['name must be a string'],
        location: ['location must be a string'],
        description: ['description must be a string'],
        id: ['property id should not exist'],
      });
    });
  });

  it('GET /api/events/all lists every event by dateTime, earliest first (then by id)', async () => {
    for (const dateTime of ['2027-03-01T10:00:00Z', '2025-01-15T08:00:00Z', '2026-06-01T12:00:00Z', '2025-01-15T08:00:00Z']) {
      await createEvent(server, adminToken, { dateTime });
    }
    const events = await listed();
    const order = events.map((event: Event) => `${event.dateTime} ${String(event.id).padStart(6, '0')}`);
    expect(order).toEqual([...order].sort());
    expect(events).toHaveLength(await server.dataSource.getRepository(Event).count());
    expect(Object.keys(events[0]).sort()).toEqual(['dateTime', 'description', 'drive', 'id', 'location', 'name', 'organizer']);
  });

  describe('PUT /api/events/{id}', () => {
    it('replaces all five fields and returns the updated event (an id in the body is ignored)', async () => {
      const event = await createEvent(server, adminToken);
      const other = await createEvent(server, adminToken, { name: 'Untouched' });
      const edited = { name: 'Renamed', location: 'Stadium', dateTime: '2027-01-02T03:04:05.000Z', organizer: 'NSS', description: 'Bring water' };
      const response = await admin.put(`/api/events/${event.id}`, { ...edited, id: other.id }).expect(200);
      expect(response.body).toEqual({ id: event.id, ...edited, drive: null });
      const events = await listed();
      expect(events.find((row: Event) => row.id === event.id)).toEqual(response.body);
      expect(events.find((row: Event) => row.id === other.id)).toEqual(other);
    });

    it('requires all five fields, description included', async () => {
      const event = await createEvent(server, adminToken);
      const response = await admin.put(`/api/events/${event.id}`, { ...eventBody(), description: ' ' }).expect(400);
      expect(response.body.errors).toEqual({ description: [M.descriptionRequired] });
      const empty = await admin.put(`/api/events/${event.id}`, {}).expect(400);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['dateTime', 'description', 'location', 'name', 'organizer']);
      expect((await listed()).find((row: Event) => row.id === event.id)).toEqual(event);
    });

    it('answers 404 to an unknown id and 400 naming id to a malformed one', async () => {
      const response = await admin.put('/api/events/999999', eventBody()).expect(404);
      expect(response.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Event not found.' });
      expect((await admin.put('/api/events/x1', eventBody()).expect(400)).body.errors).toEqual({ id: ['id must be a positive whole number'] });
    });
  });

  describe('DELETE /api/events/{id}', () => {
    it('deletes the event', async () => {
      const event = await createEvent(server, adminToken);
      expect((await superAdmin.delete(`/api/events/${event.id}`).expect(200)).body).toEqual({ message: 'Event deleted successfully!' });
      expect((await listed()).map((row: Event) => row.id)).not.toContain(event.id);
      expect((await admin.delete(`/api/events/${event.id}`).expect(404)).body.message).toBe('Event not found.');
      expect((await admin.delete('/api/events/0').expect(400)).body.errors).toEqual({ id: ['id must be a positive whole number'] });
    });
  });

  it('lets no user create, change or delete events', async () => {
    const user = api(server, (await loginAs(server, 'user')).accessToken);
    const event = await createEvent(server, adminToken);
    await user.post('/api/events', eventBody()).expect(403);
    await user.put(`/api/events/${event.id}`, eventBody({ name: 'Hijacked' })).expect(403);
    await user.delete(`/api/events/${event.id}`).expect(403);
    expect((await listed()).find((row: Event) => row.id === event.id)).toEqual(event);
  });
});
