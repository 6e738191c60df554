import type { Role } from '@blood-donation/domain';
import { Controller, Delete, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Allowed, StepUp } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ApiAccountDelete, ApiAccountRoleChange } from './account-admin.docs';
import { AccountAdminService } from './account-admin.service';
import { ApiEmailParam, ApiNewRoleQuery, EmailParam, NewRoleQuery } from './account-params';
import { UserListItemDto } from './dto/user-list-item.dto';
import { User } from './user.entity';
import { USER_MESSAGES } from './users.messages';

/** The spec's (section 7) role change and delete, by email: the same rules and answers as /api/admin/users/{id}. */
@ApiTags('Admin: users')
@Controller()
export class AccountsByEmailController {
  constructor(private readonly accounts: AccountAdminService) {}

  @Allowed('users', 'change')
  @Put('admin/updateRole/:email')
  @StepUp()
  @ApiAccountRoleChange('Change the role of an account, by email (any case)')
  @ApiEmailParam()
  @ApiNewRoleQuery()
  changeRole(@CurrentUser() actor: User, @EmailParam() email: string, @NewRoleQuery() role: Role): Promise<UserListItemDto> {
    return this.accounts.changeRole(actor, { email }, role);
  }

  @Allowed('users', 'delete')
  @Delete('user/:email')
  @StepUp()
  @ApiAccountDelete('Delete an account, by email (any case)')
  @ApiEmailParam()
  async remove(@CurrentUser() actor: User, @EmailParam() email: string): Promise<MessageDto> {
    await this.accounts.remove(actor, { email });
    return { message: USER_MESSAGES.deleted };
  }
}
