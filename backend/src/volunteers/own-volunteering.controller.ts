import { Controller, Delete, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { User } from '../users/user.entity';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { OwnVolunteeringDto } from './dto/own-volunteering.dto';
import { VOLUNTEER_API_MESSAGES as M } from '@blood-donation/domain';
import { VolunteersService } from './volunteers.service';

/** A volunteer's own sign-ups: the events they signed up for, and withdrawing from one. */
@ApiTags('Volunteers')
@LoggedIn()
@Controller('user/volunteering')
export class OwnVolunteeringController {
  constructor(private readonly volunteers: VolunteersService) {}

  @Get()
  @ApiOperation({ summary: "The logged-in account's own volunteer sign-ups, newest first, each with its event" })
  @ApiOkResponse({ type: OwnVolunteeringDto, isArray: true })
  listOwn(@CurrentUser() user: User): Promise<OwnVolunteeringDto[]> {
    return this.volunteers.listOwn(user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Withdraw one of your own volunteer sign-ups (it is deleted)' })
  @ApiIdParam('Volunteer sign-up id')
  @ApiOkResponse({ type: MessageDto, example: { message: M.withdrawn } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${M.notFound} Also for another account's sign-up.` })
  withdraw(@IdParam() id: number, @CurrentUser() user: User): Promise<MessageDto> {
    return this.volunteers.withdraw(id, user);
  }
}
