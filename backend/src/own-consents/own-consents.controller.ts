import { Controller, Delete, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsentPurpose, RecordedConsentPurpose } from '@blood-donation/domain';
import { LoggedIn } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { User } from '../users/user.entity';
import { OwnConsentsService } from './own-consents.service';
import { ConsentsDto } from './dto/consents.dto';
import { ApiGivablePurposeParam, ApiWithdrawablePurposeParam, GivablePurposeParam, WithdrawablePurposeParam } from './purpose-param';

/** The logged-in person's consents: what they agreed to, when, to which privacy text; and withdrawing. */
@ApiTags('Your data')
@LoggedIn()
@Controller('user/consents')
// Named as before the move to own-consents/: its operationIds (ConsentsController_…) are part of the API document.
export class ConsentsController {
  constructor(private readonly consents: OwnConsentsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's consents: where each purpose stands now, and every consent given (withdrawn ones too), newest first" })
  @ApiOkResponse({ type: ConsentsDto })
  mine(@CurrentUser() user: User): Promise<ConsentsDto> {
    return this.consents.of(user);
  }

  @Put(':purpose')
  @ApiOperation({ summary: 'Give a consent that is only its record (eligibility-reminders, donation-journey); off until given, again is fine' })
  @ApiGivablePurposeParam()
  @ApiOkResponse({ type: ConsentsDto })
  give(@CurrentUser() user: User, @GivablePurposeParam() purpose: RecordedConsentPurpose): Promise<ConsentsDto> {
    return this.consents.give(user, purpose);
  }

  @Delete(':purpose')
  @ApiOperation({
    summary: 'Withdraw a consent (again is fine): matching turns availability off, newsletter unsubscribes. The account consent ends by deleting the account (DELETE /api/user/me)',
  })
  @ApiWithdrawablePurposeParam()
  @ApiOkResponse({ type: ConsentsDto })
  withdraw(@CurrentUser() user: User, @WithdrawablePurposeParam() purpose: Exclude<ConsentPurpose, 'account'>): Promise<ConsentsDto> {
    return this.consents.withdraw(user, purpose);
  }
}
