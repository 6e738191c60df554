import { apiClient, dataOf, type NeedBoardLine } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Urgent lines first; otherwise the order the API gives (most open requests first). */
function urgentFirst(lines: NeedBoardLine[]): NeedBoardLine[] {
  return [...lines].sort((a, b) => Number(b.urgent) - Number(a.urgent));
}

/** GET /api/need-board (public): approved requests by blood group and city, without personal data. */
export function getNeedBoardQueryOptions() {
  return queryOptions({
    queryKey: ['need-board'],
    queryFn: async (): Promise<NeedBoardLine[]> => urgentFirst(await dataOf(apiClient.GET('/api/need-board'))),
  });
}

export function useNeedBoard() {
  return useQuery(getNeedBoardQueryOptions());
}
