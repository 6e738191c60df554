import { apiClient, type components, listParams, pageOf } from '@blood-donation/domain';
import { ownPageQueryOptions, type Paging, useOwnList } from '../../../lib/use-own-list';
import { REQUEST_HISTORY_TEXTS } from '../texts';

export type BloodRequest = components['schemas']['OwnBloodRequestRecordDto'];

/** The query key of the logged-in user's own requests (every page of them). */
export const OWN_REQUESTS_KEY = ['blood-requests', 'own'] as const;

/** GET /api/user-blood-requests, one page: the logged-in user's own requests, newest first. */
export function getOwnRequestsQueryOptions(paging: Paging) {
  return ownPageQueryOptions<BloodRequest>(OWN_REQUESTS_KEY, (range) => pageOf(apiClient.GET('/api/user-blood-requests', { params: { query: listParams({ range }) } }), range), paging);
}

/** The Request History list, a page at a time. */
export function useOwnRequests() {
  return useOwnList(getOwnRequestsQueryOptions, REQUEST_HISTORY_TEXTS);
}
