import { BLOOD_REQUEST_TRANSITIONS, transitionRefusal, type BloodRequestAction } from '@blood-donation/domain';
import { applyDecorators, Body, Controller, Delete, Get, Post, Put, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed, LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ApiWholeList, WholeListParam, type WholeListRequest } from '../lists/whole-list';
import { BLOOD_REQUEST_LIST } from './blood-request-list';
import { BLOOD_REQUEST_MESSAGES } from './blood-requests.messages';
import { BloodRequestsService } from './blood-requests.service';
import { BloodRequestRecordDto } from './dto/blood-request-record.dto';
import { CreateBloodRequestDto } from './dto/create-blood-request.dto';
import { OwnBloodRequestRecordDto } from './dto/own-blood-request-record.dto';
import { StatusNoteDto } from './dto/status-note.dto';

const NEWEST_FIRST = [BLOOD_REQUEST_LIST, 'createdAt', 'DESC'] as const;

/** The requester's own list: the same rows, each with its search for donors. */
const OWN_LIST_DOCS = { ...BLOOD_REQUEST_LIST, docs: { ...BLOOD_REQUEST_LIST.docs, rowType: OwnBloodRequestRecordDto } };

const REQUEST_NOT_FOUND = { type: ErrorResponseDto, description: BLOOD_REQUEST_MESSAGES.notFound };

/** The 409 of a move, its message as the lifecycle table writes it for an expired request. */
const moveRefused = (action: BloodRequestAction) => ({
  type: ErrorResponseDto,
  description: `The request is in a status this move is not allowed from, e.g. "${transitionRefusal('Expired', action)}"`,
});

/** The statuses a move is allowed from, for its summary. */
const fromStatuses = (action: BloodRequestAction): string => BLOOD_REQUEST_TRANSITIONS[action].from.join(', ');

/** Approve and reject: moderators and admins (the permission table's bloodRequests change), from Pending, Approved or Rejected (409 once the request is closed). */
const Decision = (action: 'approve' | 'reject'): MethodDecorator =>
  applyDecorators(
    Allowed('bloodRequests', 'change'),
    ApiOperation({ summary: `Set ${BLOOD_REQUEST_TRANSITIONS[action].to}, from ${fromStatuses(action)}; an optional note becomes the message` }),
    ApiIdParam('Blood request id'),
    ApiBody({ type: StatusNoteDto, required: false, description: 'May be left out entirely.' }),
    ApiOkResponse({ type: BloodRequestRecordDto }),
    ApiBodyErrors(),
    ApiNotFoundResponse(REQUEST_NOT_FOUND),
    ApiConflictResponse(moveRefused(action)),
  );

/** Fulfil and cancel, which close a request: logged in; who may is checked on the request itself. */
const Closing = (action: 'fulfil' | 'cancel', who: string): MethodDecorator =>
  applyDecorators(
    LoggedIn(),
    ApiOperation({ summary: `Set ${BLOOD_REQUEST_TRANSITIONS[action].to}, from ${fromStatuses(action)}: ${who}` }),
    ApiIdParam('Blood request id'),
    ApiOkResponse({ type: BloodRequestRecordDto }),
    ApiNotFoundResponse({ ...REQUEST_NOT_FOUND, description: `${REQUEST_NOT_FOUND.description} Also for a request the caller may not move.` }),
    ApiConflictResponse(moveRefused(action)),
  );

@ApiTags('Blood requests')
@Controller()
export class BloodRequestsController {
  constructor(private readonly requests: BloodRequestsService) {}

  @LoggedIn()
  @Post('blood-requests')
  @ApiOperation({ summary: "Make a blood request for the logged-in account; it starts 'Pending'" })
  @ApiCreatedResponse({ type: BloodRequestRecordDto })
  @ApiBodyErrors()
  create(@Body() form: CreateBloodRequestDto, @CurrentUser() user: User): Promise<BloodRequestRecordDto> {
    return this.requests.create(form, user);
  }

  @LoggedIn()
  @Get('user-blood-requests')
  @ApiOperation({ summary: "The logged-in account's own requests, newest first, each with how many donors were asked and said yes, and the name and mobile of those who did" })
  @ApiWholeList(OWN_LIST_DOCS, 'newest first')
  listOwn(@CurrentUser() user: User, @WholeListParam(NEWEST_FIRST) request: WholeListRequest, @Res({ passthrough: true }) response: Response): Promise<OwnBloodRequestRecordDto[] | StreamableFile> {
    return this.requests.listOwn(user, request, response);
  }

  @LoggedIn()
  @Delete('blood-requests/:id')
  @ApiOperation({ summary: 'Delete a request: your own while Pending; admins any (not moderators)' })
  @ApiIdParam('Blood request id')
  @ApiOkResponse({ type: MessageDto, example: { message: BLOOD_REQUEST_MESSAGES.deleted } })
  @ApiNotFoundResponse({ ...REQUEST_NOT_FOUND, description: `${REQUEST_NOT_FOUND.description} Also for another account's request.` })
  @ApiConflictResponse({ type: ErrorResponseDto, description: BLOOD_REQUEST_MESSAGES.onlyPendingDeletable })
  remove(@IdParam() id: number, @CurrentUser() user: User): Promise<MessageDto> {
    return this.requests.remove(id, user);
  }

  @Allowed('bloodRequests', 'read')
  @Get('blood-requests')
  @ApiOperation({ summary: 'Every request, newest first' })
  @ApiWholeList(BLOOD_REQUEST_LIST, 'newest first')
  listAll(@WholeListParam(NEWEST_FIRST) request: WholeListRequest, @Res({ passthrough: true }) response: Response): Promise<BloodRequestRecordDto[] | StreamableFile> {
    return this.requests.listAll(request, response);
  }

  @Put('blood-requests/:id/approve')
  @Decision('approve')
  approve(@IdParam() id: number, @Body() note: StatusNoteDto, @CurrentUser() user: User): Promise<BloodRequestRecordDto> {
    return this.requests.transition(id, 'approve', user, note);
  }

  @Put('blood-requests/:id/reject')
  @Decision('reject')
  reject(@IdParam() id: number, @Body() note: StatusNoteDto, @CurrentUser() user: User): Promise<BloodRequestRecordDto> {
    return this.requests.transition(id, 'reject', user, note);
  }

  @Put('blood-requests/:id/fulfil')
  @Closing('fulfil', 'the account that made it, or a moderator or admin')
  fulfil(@IdParam() id: number, @CurrentUser() user: User): Promise<BloodRequestRecordDto> {
    return this.requests.transition(id, 'fulfil', user);
  }

  @Put('blood-requests/:id/cancel')
  @Closing('cancel', 'only the account that made it')
  cancel(@IdParam() id: number, @CurrentUser() user: User): Promise<BloodRequestRecordDto> {
    return this.requests.transition(id, 'cancel', user);
  }
}
