import { Body, Delete, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed } from '../access/access.decorators';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { AdminRecordEndpoints } from '../lists/admin-list-endpoints';
import { TakesWholeRecord } from '../lists/whole-record-update';
import { ApiUuidParam, UuidParam } from '../validation/uuid-param';
import { TEAM_LIST } from './board-member-list';
import { BOARD_MEMBER_MESSAGES as M } from './board-members.messages';
import { BoardMembersService } from './board-members.service';
import { BoardMemberFormDto } from './dto/board-member-form.dto';
import { TeamMemberRecordDto } from './dto/team-member-record.dto';

/**
 * The board members under the admin panel's name for them, as a react-admin data provider asks: GET
 * /api/admin/teams and one member, adding, replacing and deleting one, each record with an `id` (its _id). The spec's
 * /api/admin/board-members routes do the same (and the photos, and the CSV export).
 */
@ApiTags('Board members')
export class AdminTeamsController extends AdminRecordEndpoints(TEAM_LIST, 'teams') {
  constructor(private readonly boardMembers: BoardMembersService) {
    super();
  }

  @Allowed('teams', 'change')
  @Post(TEAM_LIST.resource)
  @ApiOperation({ summary: 'Add a board member' })
  @ApiCreatedResponse({ type: TeamMemberRecordDto })
  @ApiBodyErrors()
  async create(@Body() form: BoardMemberFormDto): Promise<TeamMemberRecordDto> {
    return TeamMemberRecordDto.from(await this.boardMembers.create(form));
  }

  @Allowed('teams', 'change')
  @Put(`${TEAM_LIST.resource}/:id`)
  @TakesWholeRecord(TEAM_LIST, BoardMemberFormDto)
  @ApiOperation({ summary: 'Replace the details of a board member (the photo stays); the whole record may be sent, its read-only fields are ignored' })
  @ApiUuidParam('Board member id')
  @ApiOkResponse({ type: TeamMemberRecordDto })
  @ApiBodyErrors()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.notFound })
  async update(@UuidParam() id: string, @Body() form: BoardMemberFormDto): Promise<TeamMemberRecordDto> {
    return TeamMemberRecordDto.from(await this.boardMembers.update(id, form));
  }

  @Allowed('teams', 'delete')
  @Delete(`${TEAM_LIST.resource}/:id`)
  @ApiOperation({ summary: 'Delete a board member and their photo' })
  @ApiUuidParam('Board member id')
  @ApiOkResponse({ type: MessageDto, example: { message: M.deleted } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: M.notFound })
  remove(@UuidParam() id: string): Promise<MessageDto> {
    return this.boardMembers.remove(id);
  }
}
