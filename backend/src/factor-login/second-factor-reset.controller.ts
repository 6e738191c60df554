import { TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles, StepUp } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ErrorResponseDto } from '../errors/error-response.dto';
import type { User } from '../users/user.entity';
import { USER_MESSAGES } from '../users/users.messages';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { SecondFactorResetService } from './second-factor-reset.service';

/** A superAdmin helps a staff member who lost their second factor: it is removed, and they set up a new one. */
@ApiTags('Admin: users')
@Controller('admin/users')
export class SecondFactorResetController {
  constructor(private readonly resets: SecondFactorResetService) {}
  @Post(':id/2fa/reset')
  @Roles('superAdmin')
  @StepUp()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Reset another account's second factors: its authenticator app, recovery codes and passkeys are removed and every session ends; its owner is emailed, and a staff account sets up a new second factor at its next login. A second-factor check within STEP_UP_MINUTES first.",
  })
  @ApiIdParam('User id')
  @ApiOkResponse({ type: MessageDto, example: { message: TWO_FACTOR_MESSAGES.reset } })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `Not a superAdmin; or ${TWO_FACTOR_MESSAGES.resetOwn}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: USER_MESSAGES.notFound })
  async reset(@CurrentUser() actor: User, @IdParam() id: number): Promise<MessageDto> {
    await this.resets.reset(actor, id);
    return { message: TWO_FACTOR_MESSAGES.reset };
  }
}
