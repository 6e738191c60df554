import { ADMIN_ROLES } from '@blood-donation/domain';
import { Body, Controller, Delete, Get, Post, Put, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminListQueryParam, setContentRange } from '../admin-lists/admin-list-query';
import { ApiAdminList } from '../admin-lists/api-admin-list';
import { AdminCsvExport, AdminExportQueryParam, type CsvColumn, toCsv } from '../admin-lists/csv-export';
import { Public, Roles } from '../auth/access.decorators';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ADMIN_BOARD_MEMBERS_SPEC, type AdminBoardMembersQuery } from './admin-board-members-query';
import { BOARD_MEMBER_MESSAGES as M } from './board-members.messages';
import { type BoardMemberExportRow, BoardMembersService } from './board-members.service';
import { BoardMemberFormDto } from './dto/board-member-form.dto';
import { BoardMemberRecordDto } from './dto/board-member-record.dto';
import { PHOTO_FIELD, PhotoUploadInterceptor, type UploadedPhoto } from './photo-upload';
import { ApiUuidParam, UuidParam } from './uuid-param';

const ApiMemberNotFound = () => ApiNotFoundResponse({ type: ErrorResponseDto, description: M.notFound });

@ApiTags('Board members')
@Controller('board-members')
export class BoardMembersController {
  constructor(private readonly boardMembers: BoardMembersService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Every board member, oldest first, with the URL of their photo' })
  @ApiOkResponse({ type: [BoardMemberRecordDto] })
  list(): Promise<BoardMemberRecordDto[]> {
    return this.boardMembers.list();
  }

  @Public()
  @Get(':id/photo')
  @ApiOperation({ summary: "A board member's photo (JPEG, PNG or WebP), cacheable for a day" })
  @ApiUuidParam('Board member id')
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${M.notFound} / ${M.photoNotFound}` })
  async photo(@UuidParam() id: string, @Res() response: Response): Promise<void> {
    const { contentType, bytes } = await this.boardMembers.photo(id);
    response
      .status(200)
      .set({ 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' })
      .type(contentType)
      .send(bytes);
  }
}

const BOARD_MEMBER_COLUMNS: CsvColumn<BoardMemberExportRow>[] = [
  ...(['_id', 'full_name', 'description', 'linkedin_url', 'twitter_url', 'github_url'] as const).map((key): CsvColumn<BoardMemberExportRow> => [key, (row) => row[key]]),
  ['teams', (row) => row.teams.join(', ')],
  ['has_photo', (row) => row.has_photo],
  ['createdAt', (row) => row.createdAt],
];

@ApiTags('Board members')
@Roles(...ADMIN_ROLES)
@Controller('admin/board-members')
export class BoardMembersAdminController {
  constructor(private readonly boardMembers: BoardMembersService) {}

  @Get()
  @ApiAdminList(ADMIN_BOARD_MEMBERS_SPEC, {
    summary: 'One page of board members',
    type: BoardMemberRecordDto,
    filter: 'q (case-insensitive part of full_name)',
    filterExample: '{"q":"rao"}',
    sortExample: '["full_name","ASC"]',
  })
  async page(
    @AdminListQueryParam(ADMIN_BOARD_MEMBERS_SPEC) query: AdminBoardMembersQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BoardMemberRecordDto[]> {
    const { rows, total } = await this.boardMembers.page(query);
    setContentRange(response, ADMIN_BOARD_MEMBERS_SPEC, query.start, rows.length, total);
    return rows;
  }

  @Get('export.csv')
  @AdminCsvExport(ADMIN_BOARD_MEMBERS_SPEC, 'q (part of full_name)')
  async exportCsv(@AdminExportQueryParam(ADMIN_BOARD_MEMBERS_SPEC) query: AdminBoardMembersQuery): Promise<string> {
    return toCsv(BOARD_MEMBER_COLUMNS, await this.boardMembers.exportAll(query));
  }

  @Post()
  @ApiOperation({ summary: 'Add a board member' })
  @ApiCreatedResponse({ type: BoardMemberRecordDto })
  @ApiBodyErrors()
  create(@Body() form: BoardMemberFormDto): Promise<BoardMemberRecordDto> {
    return this.boardMembers.create(form);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace the details of a board member (the photo stays)' })
  @ApiUuidParam('Board member id')
  @ApiOkResponse({ type: BoardMemberRecordDto })
  @ApiBodyErrors()
  @ApiMemberNotFound()
  update(@UuidParam() id: string, @Body() form: BoardMemberFormDto): Promise<BoardMemberRecordDto> {
    return this.boardMembers.update(id, form);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a board member and their photo' })
  @ApiUuidParam('Board member id')
  @ApiOkResponse({ type: MessageDto, example: { message: M.deleted } })
  @ApiMemberNotFound()
  remove(@UuidParam() id: string): Promise<MessageDto> {
    return this.boardMembers.remove(id);
  }

  @Put(':id/photo')
  @UseInterceptors(PhotoUploadInterceptor)
  @ApiOperation({ summary: 'Set or replace the photo: JPEG, PNG or WebP (by content), at most 2 MB' })
  @ApiUuidParam('Board member id')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: [PHOTO_FIELD], properties: { [PHOTO_FIELD]: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: BoardMemberRecordDto })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: M.photoTooLarge })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorResponseDto, description: M.photoWrongType })
  @ApiMemberNotFound()
  setPhoto(@UuidParam() id: string, @UploadedFile() file: UploadedPhoto | undefined): Promise<BoardMemberRecordDto> {
    return this.boardMembers.setPhoto(id, file);
  }

  @Delete(':id/photo')
  @ApiOperation({ summary: "Remove a board member's photo" })
  @ApiUuidParam('Board member id')
  @ApiOkResponse({ type: BoardMemberRecordDto })
  @ApiMemberNotFound()
  removePhoto(@UuidParam() id: string): Promise<BoardMemberRecordDto> {
    return this.boardMembers.removePhoto(id);
  }
}

