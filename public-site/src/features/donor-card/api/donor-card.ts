import { apiClient, dataOf, type DonorCard, type Milestone } from '@blood-donation/domain';
import { useQuery } from '@tanstack/react-query';

/** The query key of the logged-in donor's card; a donation recorded at a desk changes what it shows. */
export const DONOR_CARD_KEY = ['user', 'donor-card'] as const;

/** GET /api/user/donor-card: the card, the same until it nears expiry (then the server issues a new one). */
export function useDonorCard() {
  return useQuery({
    queryKey: DONOR_CARD_KEY,
    queryFn: (): Promise<DonorCard> => dataOf(apiClient.GET('/api/user/donor-card')),
    // Offline at a drive the saved card shows at once: a failed load is not tried again and again meanwhile.
    retry: 1,
  });
}

/** GET /api/user/milestones: the badges shown on the card (online only; the saved card shows without them). */
export function useCardMilestones() {
  return useQuery({ queryKey: ['user', 'milestones'] as const, queryFn: (): Promise<Milestone[]> => dataOf(apiClient.GET('/api/user/milestones')), retry: false });
}
