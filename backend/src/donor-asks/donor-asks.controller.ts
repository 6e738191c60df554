import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allowed, LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { BLOOD_REQUEST_MESSAGES } from '../blood-requests/blood-requests.messages';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { DONOR_ASK_MESSAGES } from './donor-asks.texts';
import { DonorAsksService } from './donor-asks.service';
import { ApprovalEffectsDto, DonorAskDto, DonorMatchDto, DonorResponseDto } from './dto/donor-asks.dto';

const REQUEST_NOT_FOUND = { type: ErrorResponseDto, description: BLOOD_REQUEST_MESSAGES.notFound };

/** Donors asked for approved requests: the candidates a moderator or admin sees, and the asks a donor sees and answers. */
@ApiTags('Donor asks')
@Controller()
export class DonorAsksController {
  constructor(private readonly asks: DonorAsksService) {}

  @Allowed('bloodRequests', 'read')
  @Get('admin/bloodRequests/:id/matches')
  @ApiOperation({ summary: "Available donors in the request's city (case ignored) whose red cells suit it: exact group first, eligible before not, with when they were asked and their answer" })
  @ApiIdParam('Blood request id')
  @ApiOkResponse({ type: DonorMatchDto, isArray: true })
  @ApiNotFoundResponse(REQUEST_NOT_FOUND)
  matches(@IdParam() id: number): Promise<DonorMatchDto[]> {
    return this.asks.matches(id);
  }

  @Allowed('bloodRequests', 'change')
  @Get('admin/approval')
  @ApiOperation({ summary: 'What approving a blood request sets off, for moderators and admins (those who approve) to be told before they do: how many donors are asked at once' })
  @ApiOkResponse({ type: ApprovalEffectsDto })
  approvalEffects(): ApprovalEffectsDto {
    return this.asks.approvalEffects();
  }

  @LoggedIn()
  @Get('user/asks')
  @ApiOperation({ summary: "The requests the caller was asked about, newest first; the requester's name and mobile only where they said yes" })
  @ApiOkResponse({ type: DonorAskDto, isArray: true })
  asksOf(@CurrentUser() user: User): Promise<DonorAskDto[]> {
    return this.asks.asksOf(user);
  }

  @LoggedIn()
  @Post('blood-requests/:id/responses')
  @HttpCode(200)
  @ApiOperation({ summary: "Answer being asked about a request: 'yes' (I can help) or 'no' (not now); may change while it is Approved" })
  @ApiIdParam('Blood request id')
  @ApiOkResponse({ type: DonorAskDto })
  @ApiBodyErrors()
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: DONOR_ASK_MESSAGES.notAsked })
  @ApiNotFoundResponse(REQUEST_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: DONOR_ASK_MESSAGES.notOpen })
  respond(@IdParam() id: number, @Body() body: DonorResponseDto, @CurrentUser() user: User): Promise<DonorAskDto> {
    return this.asks.respond(id, user, body.answer);
  }
}
