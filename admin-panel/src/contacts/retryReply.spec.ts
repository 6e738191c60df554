import type { DataProvider } from 'react-admin';
import { withResourceRoutes } from '../data/resourceRoutes';
import { jsonResponse } from '../test/session';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const provider = withResourceRoutes({} as DataProvider);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('retrying a contact reply', () => {
  it('posts to /api/admin/contacts/{id}/reply/retry and answers the contact', async () => {
    const contact = { id: 5, replyStatus: 'queued' };
    fetchMock.mockResolvedValue({ ...jsonResponse(200, contact), statusText: 'OK', headers: new Headers(), text: async () => JSON.stringify(contact) } as Response);
    expect(await provider.retryContactReply(5)).toEqual({ data: contact });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual(['POST /api/admin/contacts/5/reply/retry']);
  });
});
