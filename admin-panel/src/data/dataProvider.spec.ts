import { jsonResponse } from '../test/session';
import { dataProvider } from './dataProvider';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

function answer(status: number, body: unknown, text = JSON.stringify(body)) {
  return { ...jsonResponse(status, body), text: async () => text } as Response;
}

/** Each call the provider made: method, path and query, and a JSON body. */
function calls() {
  return fetchMock.mock.calls.map(([request]) => `${request.method} ${request.url} ${typeof request.body === 'string' ? request.body : ''}`.trim());
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the data provider, through the typed API client', () => {
  it('reads a page of a list with its range, sort and filter, and its total from Content-Range', async () => {
    fetchMock.mockResolvedValue({ ...answer(200, [{ id: 1 }]), headers: new Headers({ 'Content-Type': 'application/json', 'Content-Range': 'users 10-10/11' }) } as Response);
    const page = await dataProvider.getList('users', { pagination: { page: 2, perPage: 10 }, sort: { field: 'username', order: 'ASC' }, filter: { q: 'ada', role: '' } });
    expect(page).toEqual({ data: [{ id: 1 }], total: 11 });
    const url = new URL(fetchMock.mock.calls[0][0].url, 'http://x');
    expect(url.pathname).toBe('/api/admin/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({ range: '[10,19]', sort: '["username","ASC"]', filter: '{"q":"ada"}' });
  });

  it('writes events to /api/events, sending only the event fields', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 4 }));
    const event = { id: 4, name: 'Drive', location: 'Hall', dateTime: '2026-01-01T00:00:00.000Z', organizer: 'Org', description: '', extra: 1 };
    await dataProvider.create('events', { data: event });
    await dataProvider.update('events', { id: 4, data: event, previousData: event });
    await dataProvider.delete('events', { id: 4 });
    const body = JSON.stringify({ name: 'Drive', location: 'Hall', dateTime: '2026-01-01T00:00:00.000Z', organizer: 'Org', description: '' });
    expect(calls()).toEqual([`POST /api/events ${body}`, `PUT /api/events/4 ${body}`, 'DELETE /api/events/4']);
  });

  it("saves an event's drive at PUT /api/admin/events/{id}/drive, ?confirm=true once confirmed, and DELETE makes it plain", async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 4 }));
    const sessions = [{ start: '2030-05-01T09:00:00.000Z', end: '2030-05-01T12:00:00.000Z', slotMinutes: 15, chairs: 4 }];
    await dataProvider.saveDrive(4, sessions);
    await dataProvider.saveDrive(4, sessions, true);
    await dataProvider.saveDrive(4, null);
    await dataProvider.saveDrive(4, null, true);
    const body = JSON.stringify({ sessions });
    expect(calls()).toEqual([
      `PUT /api/admin/events/4/drive ${body}`,
      `PUT /api/admin/events/4/drive?confirm=true ${body}`,
      'DELETE /api/admin/events/4/drive',
      'DELETE /api/admin/events/4/drive?confirm=true',
    ]);
  });

  it('deletes volunteers and contacts at their documented endpoints; the contact answer text is meta.message', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { message: 'Volunteer deleted successfully' }));
    await dataProvider.delete('volunteers', { id: 2 });
    fetchMock.mockResolvedValueOnce({ ...answer(200, undefined, 'Contact with ID 3 deleted successfully.'), headers: new Headers({ 'Content-Type': 'text/plain' }) } as Response);
    const result = await dataProvider.delete('contacts', { id: 3 });
    expect(calls()).toEqual(['DELETE /api/volunteers/2', 'DELETE /api/admin/contact-us/delete/3']);
    expect(result.meta).toEqual({ message: 'Contact with ID 3 deleted successfully.' });
  });

  it('lists teams from board-members with _id as the id, and writes them to /api/admin/board-members', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, [{ _id: 'a1', full_name: 'Priya' }]));
    await expect(dataProvider.getList('teams', { pagination: { page: 1, perPage: 10 }, sort: { field: 'full_name', order: 'ASC' }, filter: {} })).resolves.toEqual({
      data: [{ _id: 'a1', id: 'a1', full_name: 'Priya' }],
      total: 1,
    });
    fetchMock.mockResolvedValue(answer(200, { _id: 'a1', full_name: 'Priya' }));
    const created = await dataProvider.create('teams', { data: { full_name: 'Priya', teams: ['design'], photoUrl: null } });
    expect(created.data.id).toBe('a1');
    expect((await dataProvider.getOne('teams', { id: 'a1' })).data).toEqual({ _id: 'a1', id: 'a1', full_name: 'Priya' });
    await dataProvider.update('teams', { id: 'a1', data: { full_name: 'Priya', _id: 'a1', id: 'a1' }, previousData: { id: 'a1' } });
    await dataProvider.delete('teams', { id: 'a1' });
    expect(calls().slice(1)).toEqual([
      'POST /api/admin/board-members {"full_name":"Priya","teams":["design"]}',
      'GET /api/admin/board-members/a1',
      'PUT /api/admin/board-members/a1 {"full_name":"Priya"}',
      'DELETE /api/admin/board-members/a1',
    ]);
  });

  it('posts a reply, retries one, and uploads a photo as multipart', async () => {
    fetchMock.mockResolvedValue(answer(200, { _id: 'a1', id: 5 }));
    await dataProvider.replyToContact(5, 'Thanks');
    expect(await dataProvider.retryContactReply(5)).toEqual({ data: { _id: 'a1', id: 5 } });
    await dataProvider.uploadTeamPhoto('a1', new File(['x'], 'me.png', { type: 'image/png' }));
    await dataProvider.deleteTeamPhoto('a1');
    expect(calls()).toEqual([
      'POST /api/admin/contacts/5/reply {"message":"Thanks"}',
      'POST /api/admin/contacts/5/reply/retry',
      'PUT /api/admin/board-members/a1/photo',
      'DELETE /api/admin/board-members/a1/photo',
    ]);
    expect(fetchMock.mock.calls[2][0].body).toBeInstanceOf(FormData);
  });

  it('records an Add Donor donation through POST /api/add and approves, rejects with a reason or fulfils requests', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 9 }));
    const created = await dataProvider.create('donorlist', { data: { name: 'Eve', units: 1 } });
    expect(created.data).toEqual({ id: 9, name: 'Eve', units: 1 });
    await dataProvider.approveBloodRequest(3);
    await dataProvider.rejectBloodRequest(4, 'No matching stock');
    await dataProvider.fulfilBloodRequest(5);
    expect(calls()).toEqual([
      'POST /api/add {"name":"Eve","units":1}',
      'PUT /api/blood-requests/3/approve',
      'PUT /api/blood-requests/4/reject {"message":"No matching stock"}',
      'PUT /api/blood-requests/5/fulfil',
    ]);
  });

  it('rejects with the status and the server message of a failed call', async () => {
    fetchMock.mockResolvedValue(answer(409, { statusCode: 409, message: 'The last superAdmin cannot be deleted' }));
    await expect(dataProvider.delete('users', { id: 1 })).rejects.toMatchObject({ status: 409, body: { message: 'The last superAdmin cannot be deleted' } });
  });

  it("reads a blood request's matched donors from the admin endpoint", async () => {
    fetchMock.mockResolvedValue(answer(200, [{ userId: 3, username: 'asha' }]));
    expect(await dataProvider.getBloodRequestMatches(5)).toEqual({ data: [{ userId: 3, username: 'asha' }] });
    expect(calls()).toEqual(['GET /api/admin/bloodRequests/5/matches']);
  });
});
