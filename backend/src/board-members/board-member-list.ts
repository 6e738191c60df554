import { csvFields, defineList, type ListDefinition } from '../lists/list-definition';
import { FILTERS } from '../lists/list-filters';
import { BoardMember } from './board-member.entities';
import { BOARD_MEMBER_MESSAGES } from './board-members.messages';
import { BoardMemberRecordDto } from './dto/board-member-record.dto';
import { TeamMemberRecordDto } from './dto/team-member-record.dto';

/** A board member as the CSV export writes it: also when it was added. */
type BoardMemberExportRow = BoardMemberRecordDto & { createdAt: Date };

/** Board members: GET /api/admin/board-members (and its export); a table of a few dozen rows. */
export const BOARD_MEMBER_LIST = defineList({
  resource: 'board-members',
  entity: BoardMember,
  table: 'board_members',
  alias: 'member',
  sorts: { full_name: 'full_name', createdAt: 'createdAt' },
  defaultSort: ['createdAt', 'ASC'],
  filters: { q: FILTERS.contains('full_name') },
  uuidIds: true,
  // The photo's date only, never its bytes.
  withRelations: (builder) => builder.leftJoin('member.photos', 'photo').addSelect(['photo.memberId', 'photo.updatedAt']),
  toRow: (member: BoardMember) => BoardMemberRecordDto.from(member, member.photos?.[0]?.updatedAt ?? null),
  csvRow: (member: BoardMember) => ({ ...BoardMemberRecordDto.from(member, member.photos?.[0]?.updatedAt ?? null), createdAt: member.createdAt }),
  csv: [
    ...csvFields<BoardMemberExportRow, keyof BoardMemberExportRow>('_id', 'full_name', 'description', 'linkedin_url', 'twitter_url', 'github_url'),
    ['teams', (row) => row.teams.join(', ')],
    ['has_photo', (row) => row.photoUrl !== null],
    ['createdAt', (row) => row.createdAt],
  ],
  notFound: BOARD_MEMBER_MESSAGES.notFound,
  docs: { summary: 'One page of board members', rowType: BoardMemberRecordDto, filterExample: '{"q":"rao"}', sortExample: '["full_name","ASC"]' },
});

/** The board members as the admin panel names them: GET /api/admin/teams, each record with an `id` (react-admin's). */
export const TEAM_LIST: ListDefinition<BoardMember, TeamMemberRecordDto, string, unknown> = {
  ...BOARD_MEMBER_LIST,
  resource: 'teams',
  toRow: (member: BoardMember) => TeamMemberRecordDto.from(BOARD_MEMBER_LIST.toRow(member)),
  docs: { ...BOARD_MEMBER_LIST.docs, summary: 'One page of board members (teams)', rowType: TeamMemberRecordDto },
};
