import { Body, Controller, Delete, Get, Post, Put, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Allowed, Public } from '../access/access.decorators';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { BOARD_MEMBER_LIST } from './board-member-list';
import { BOARD_MEMBER_MESSAGES as M } from './board-members.messages';
import { BoardMembersService } from './board-members.service';
import { BoardMemberFormDto } from './dto/board-member-form.dto';
import { BoardMemberRecordDto } from './dto/board-member-record.dto';
import { PHOTO_FIELD, PHOTO_TYPES, PhotoUploadInterceptor, type UploadedPhoto } from './photo-upload';
import { ApiUuidParam, UuidParam } from '../validation/uuid-param';

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
  @ApiOkResponse({ description: 'The photo, with the type its bytes show.', content: Object.fromEntries(PHOTO_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) })
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

/** The admin's board members: the list (paged, exported, one), adding, editing, deleting, and their photos. */
@ApiTags('Board members')
@Controller('admin')
export class BoardMembersAdminController extends AdminListEndpoints(BOARD_MEMBER_LIST, 'teams') {
  constructor(private readonly boardMembers: BoardMembersService) {
    super();
  }

  @Allowed('teams', 'change')
  @Post('board-members')
  @ApiOperation({ summary: 'Add a board member' })
  @ApiCreatedResponse({ type: BoardMemberRecordDto })
  @ApiBodyErrors()
  create(@Body() form: BoardMemberFormDto): Promise<BoardMemberRecordDto> {
    return this.boardMembers.create(form);
  }

  @Allowed('teams', 'change')
  @Put('board-members/:id')
  @ApiOperation({ summary: 'Replace the details of a board member (the photo stays)' })
  @ApiUuidParam('Board member id')
  @ApiOkResponse({ type: BoardMemberRecordDto })
  @ApiBodyErrors()
  @ApiMemberNotFound()
  update(@UuidParam() id: string, @Body() form: BoardMemberFormDto): Promise<BoardMemberRecordDto> {
    return this.boardMembers.update(id, form);
  }

  @Allowed('teams', 'delete')
  @Delete('board-members/:id')
  @ApiOperation({ summary: 'Delete a board member and their photo' })
  @ApiUuidParam('Board member id')
  @ApiOkResponse({ type: MessageDto, example: { message: M.deleted } })
  @ApiMemberNotFound()
  remove(@UuidParam() id: string): Promise<MessageDto> {
    return this.boardMembers.remove(id);
  }

  @Allowed('teams', 'change')
  @Put('board-members/:id/photo')
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

  @Allowed('teams', 'change')
  @Delete('board-members/:id/photo')
  @ApiOperation({ summary: "Remove a board member's photo" })
  @ApiUuidParam('Board member id')
  @ApiOkResponse({ type: BoardMemberRecordDto })
  @ApiMemberNotFound()
  removePhoto(@UuidParam() id: string): Promise<BoardMemberRecordDto> {
    return this.boardMembers.removePhoto(id);
  }
}

