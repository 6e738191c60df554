import { apiClient, type components, dataOf } from '@blood-donation/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type BoardMember = components['schemas']['BoardMemberRecordDto'];

/** GET /api/board-members (public): the board, in the order the admins set. */
export function getBoardMembersQueryOptions() {
  return queryOptions({
    queryKey: ['about', 'board-members'],
    queryFn: async (): Promise<BoardMember[]> => {
      const members: unknown = await dataOf(apiClient.GET('/api/board-members'));
      return Array.isArray(members) ? (members as BoardMember[]) : [];
    },
  });
}

export const useBoardMembers = () => useQuery(getBoardMembersQueryOptions());
