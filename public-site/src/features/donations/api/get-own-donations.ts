import { apiClient, type components, listParams, pageOf } from '@blood-donation/domain';
import { ownPageQueryOptions, type Paging, useOwnList } from '../../../lib/use-own-list';
import { DONATION_HISTORY_TEXTS } from '../texts';

export type Donation = components['schemas']['DonationRecordDto'];

/** The query key of the logged-in user's own donations (every page of them). */
export const OWN_DONATIONS_KEY = ['donations', 'own'] as const;

/** GET /api/user-donors, one page: the logged-in user's own donations (latest date first), each with its event or null. */
export function getOwnDonationsQueryOptions(paging: Paging) {
  return ownPageQueryOptions<Donation>(OWN_DONATIONS_KEY, (range) => pageOf(apiClient.GET('/api/user-donors', { params: { query: listParams({ range }) } }), range), paging);
}

/** The Donation History list, a page at a time. */
export function useOwnDonations() {
  return useOwnList(getOwnDonationsQueryOptions, DONATION_HISTORY_TEXTS);
}
