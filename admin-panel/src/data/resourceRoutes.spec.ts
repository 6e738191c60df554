import type { DataProvider } from 'react-admin';
import { withResourceRoutes } from './resourceRoutes';
import { jsonResponse } from '../test/session';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const base = {
  getList: jest.fn(() => Promise.resolve({ data: [{ _id: 'a1', full_name: 'Priya' }], total: 1 })),
  create: jest.fn(),
  update: jest.fn(),
  delete: jest.fn(),
} as unknown as DataProvider;
const provider = withResourceRoutes(base);

function answer(status: number, body: unknown, text = JSON.stringify(body)) {
  return { ...jsonResponse(status, body), statusText: 'OK', headers: new Headers(), text: async () => text } as Response;
}

function calls() {
  return fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url} ${typeof init?.body === 'string' ? init.body : ''}`.trim());
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the data provider routes', () => {
  it('writes events to /api/events, sending only the event fields', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 4 }));
    const event = { id: 4, name: 'Drive', location: 'Hall', dateTime: '2026-01-01T00:00:00.000Z', organizer: 'Org', description: '', extra: 1 };
    await provider.create('events', { data: event });
    await provider.update('events', { id: 4, data: event, previousData: event });
    await provider.delete('events', { id: 4 });
    const body = JSON.stringify({ name: 'Drive', location: 'Hall', dateTime: '2026-01-01T00:00:00.000Z', organizer: 'Org', description: '' });
    expect(calls()).toEqual([`POST /api/events ${body}`, `PUT /api/events/4 ${body}`, 'DELETE /api/events/4']);
  });

  it('deletes volunteers and contacts at their documented endpoints; the contact answer text is meta.message', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, undefined, ''));
    await provider.delete('volunteers', { id: 2 });
    fetchMock.mockResolvedValueOnce(answer(200, undefined, 'Contact with ID 3 deleted successfully.'));
    const result = await provider.delete('contacts', { id: 3 });
    expect(calls()).toEqual(['DELETE /api/volunteers/2', 'DELETE /api/admin/contact-us/delete/3']);
    expect(result.meta).toEqual({ message: 'Contact with ID 3 deleted successfully.' });
  });

  it('lists teams from board-members with _id as the id, and writes them to /api/admin/board-members', async () => {
    await expect(provider.getList('teams', { pagination: { page: 1, perPage: 10 }, sort: { field: 'full_name', order: 'ASC' }, filter: {} })).resolves.toEqual({
      data: [{ _id: 'a1', id: 'a1', full_name: 'Priya' }],
      total: 1,
    });
    expect(base.getList).toHaveBeenCalledWith('board-members', expect.anything());
    fetchMock.mockResolvedValue(answer(200, { _id: 'a1', full_name: 'Priya' }));
    const created = await provider.create('teams', { data: { full_name: 'Priya', teams: ['design'], photoUrl: null } });
    expect(created.data.id).toBe('a1');
    expect((await provider.getOne('teams', { id: 'a1' })).data).toEqual({ _id: 'a1', id: 'a1', full_name: 'Priya' });
    await provider.update('teams', { id: 'a1', data: { full_name: 'Priya', _id: 'a1', id: 'a1' }, previousData: { id: 'a1' } });
    await provider.delete('teams', { id: 'a1' });
    expect(calls()).toEqual([
      'POST /api/admin/board-members {"full_name":"Priya","teams":["design"]}',
      'GET /api/admin/board-members/a1',
      'PUT /api/admin/board-members/a1 {"full_name":"Priya"}',
      'DELETE /api/admin/board-members/a1',
    ]);
  });

  it('posts a reply and uploads a photo as multipart', async () => {
    fetchMock.mockResolvedValue(answer(200, { _id: 'a1', id: 5 }));
    await provider.replyToContact(5, 'Thanks');
    await provider.uploadTeamPhoto('a1', new File(['x'], 'me.png', { type: 'image/png' }));
    await provider.deleteTeamPhoto('a1');
    expect(calls()).toEqual(['POST /api/admin/contacts/5/reply {"message":"Thanks"}', 'PUT /api/admin/board-members/a1/photo', 'DELETE /api/admin/board-members/a1/photo']);
    expect(fetchMock.mock.calls[1][1]?.body).toBeInstanceOf(FormData);
  });
});
