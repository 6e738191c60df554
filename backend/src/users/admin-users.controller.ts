import { ADMIN_ROLES, BLOOD_GROUPS, ROLES } from '@blood-donation/domain';
import { Body, Controller, Delete, Get, Put, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { AdminListQueryParam, setContentRange } from '../admin-lists/admin-list-query';
import { ApiAdminList } from '../admin-lists/api-admin-list';
import { AdminCsvExport, AdminExportQueryParam, type CsvColumn, toCsv } from '../admin-lists/csv-export';
import { ADMIN_USERS_SPEC, type AdminUsersQuery } from './admin-users-query';
import { UpdateUserRoleDto } from './dto/update-user-role.dto';
import { UserListItemDto } from './dto/user-list-item.dto';
import { User } from './user.entity';
import { USER_MESSAGES } from './users.messages';
import { UsersService } from './users.service';
import { ApiAccountDelete, ApiAccountRoleChange } from './account-admin.docs';
import { AccountAdminService } from './account-admin.service';

const USER_NOT_FOUND = { type: ErrorResponseDto, description: USER_MESSAGES.notFound };

const USER_COLUMNS: CsvColumn<UserListItemDto>[] = (['id', 'username', 'email', 'age', 'bloodGroup', 'gender', 'mobile', 'role', 'createdAt'] as const).map(
  (key) => [key, (row) => row[key]],
);

@ApiTags('Admin: users')
@Roles(...ADMIN_ROLES)
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AccountAdminService,
  ) {}

  @Get('userlist')
  @ApiOperation({ summary: 'Every account (never a password hash)' })
  @ApiOkResponse({ type: [UserListItemDto] })
  list(): Promise<UserListItemDto[]> {
    return this.users.list();
  }

  @Get('users')
  @ApiAdminList(ADMIN_USERS_SPEC, {
    summary: 'One page of accounts',
    type: UserListItemDto,
    filter: `q (case-insensitive part of username or email), bloodGroup (${BLOOD_GROUPS.join(', ')}), role (${ROLES.join(', ')})`,
    filterExample: '{"q":"anna","bloodGroup":"A+","role":"user"}',
    sortExample: '["username","ASC"]',
  })
  async page(@AdminListQueryParam(ADMIN_USERS_SPEC) query: AdminUsersQuery, @Res({ passthrough: true }) response: Response): Promise<UserListItemDto[]> {
    const { rows, total } = await this.users.page(query);
    setContentRange(response, ADMIN_USERS_SPEC, query.start, rows.length, total);
    return rows;
  }

  @Get('users/export.csv')
  @AdminCsvExport(ADMIN_USERS_SPEC, 'q (part of username or email), bloodGroup, role')
  async exportCsv(@AdminExportQueryParam(ADMIN_USERS_SPEC) query: AdminUsersQuery): Promise<string> {
    return toCsv(USER_COLUMNS, await this.users.exportAll(query));
  }

  @Get('users/:id')
  @ApiOperation({ summary: 'One account' })
  @ApiIdParam('User id')
  @ApiOkResponse({ type: UserListItemDto })
  @ApiNotFoundResponse(USER_NOT_FOUND)
  one(@IdParam() id: number): Promise<UserListItemDto> {
    return this.users.getForAdmin(id);
  }

  @Put('users/:id')
  @ApiAccountRoleChange('Change the role of an account')
  @ApiIdParam('User id')
  @ApiBodyErrors()
  changeRole(@CurrentUser() actor: User, @IdParam() id: number, @Body() form: UpdateUserRoleDto): Promise<UserListItemDto> {
    return this.accounts.changeRole(actor, { id }, form.role);
  }

  @Delete('users/:id')
  @ApiAccountDelete('Delete an account')
  @ApiIdParam('User id')
  async remove(@CurrentUser() actor: User, @IdParam() id: number): Promise<MessageDto> {
    await this.accounts.remove(actor, { id });
    return { message: USER_MESSAGES.deleted };
  }
}
