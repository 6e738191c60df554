import { Body, Controller, Delete, Get, Put, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Allowed, StepUp } from '../access/access.decorators';
import { CurrentUser } from '../access/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { AdminListEndpoints } from '../lists/admin-list-endpoints';
import { ListReader } from '../lists/list-reader';
import { TakesWholeRecord } from '../lists/whole-record-update';
import { answerWholeList, ApiWholeList, WholeListParam, type WholeListRequest } from '../lists/whole-list';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { ApiAccountDelete, ApiAccountRoleChange } from './account-admin.docs';
import { AccountAdminService } from './account-admin.service';
import { UpdateUserRoleDto } from './dto/update-user-role.dto';
import { UserListItemDto } from './dto/user-list-item.dto';
import { User } from './user.entity';
import { USER_LIST } from './user-list';
import { USER_MESSAGES } from './users.messages';

/** The admin's accounts: the list (paged, exported, whole), one account, role changes and deletion. */
@ApiTags('Admin: users')
@Controller('admin')
export class AdminUsersController extends AdminListEndpoints(USER_LIST, 'users') {
  constructor(
    private readonly accounts: AccountAdminService,
    private readonly reader: ListReader,
  ) {
    super();
  }

  @Allowed('users', 'read')
  @Get('userlist')
  @ApiOperation({ summary: 'Every account (never a password hash), oldest first' })
  @ApiWholeList(USER_LIST, 'oldest first')
  list(@WholeListParam([USER_LIST, 'id', 'ASC']) request: WholeListRequest, @Res({ passthrough: true }) response: Response): Promise<UserListItemDto[] | StreamableFile> {
    return answerWholeList(this.reader, USER_LIST, request, response);
  }

  @Allowed('users', 'change')
  @Put('users/:id')
  @StepUp()
  @TakesWholeRecord(USER_LIST, UpdateUserRoleDto)
  @ApiAccountRoleChange('Change the role of an account (the whole record may be sent: its other fields are ignored)')
  @ApiIdParam('User id')
  @ApiBodyErrors()
  changeRole(@CurrentUser() actor: User, @IdParam() id: number, @Body() form: UpdateUserRoleDto): Promise<UserListItemDto> {
    return this.accounts.changeRole(actor, { id }, form.role);
  }

  @Allowed('users', 'delete')
  @Delete('users/:id')
  @StepUp()
  @ApiAccountDelete('Delete an account')
  @ApiIdParam('User id')
  async remove(@CurrentUser() actor: User, @IdParam() id: number): Promise<MessageDto> {
    await this.accounts.remove(actor, { id });
    return { message: USER_MESSAGES.deleted };
  }
}
