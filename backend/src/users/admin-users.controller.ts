import { ADMIN_ROLES, BLOOD_GROUPS, ROLES } from '@blood-donation/domain';
import { Body, Controller, Delete, Get, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam, IdParam } from '../validation/id-param';
import { type AdminUsersQuery, AdminUsersQueryParam, FILTER_KEYS, MAX_PAGE_ROWS, SORT_FIELDS } from './admin-users-query';
import { UpdateUserRoleDto } from './dto/update-user-role.dto';
import { UserListItemDto } from './dto/user-list-item.dto';
import { User } from './user.entity';
import { USER_MESSAGES } from './users.messages';
import { UsersService } from './users.service';

const USER_NOT_FOUND = { type: ErrorResponseDto, description: USER_MESSAGES.notFound };

@ApiTags('Admin: users')
@Roles(...ADMIN_ROLES)
@Controller('admin')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get('userlist')
  @ApiOperation({ summary: 'Every account (never a password hash)' })
  @ApiOkResponse({ type: [UserListItemDto] })
  list(): Promise<UserListItemDto[]> {
    return this.users.list();
  }

  @Get('users')
  @ApiOperation({
    summary: 'One page of accounts (react-admin ra-data-simple-rest conventions)',
    description: `Filtered, sorted and paged in the database. The header Content-Range: users <start>-<end>/<total> (users */<total> for an empty page) gives the total of matching accounts.`,
  })
  @ApiQuery({ name: 'range', required: false, description: `JSON [start, end], 0-based and inclusive; default [0,9]; at most ${MAX_PAGE_ROWS} rows.`, example: '[0,9]' })
  @ApiQuery({ name: 'sort', required: false, description: `JSON ["field", "ASC"|"DESC"], field one of ${SORT_FIELDS.join(', ')}; default ["createdAt","DESC"].`, example: '["username","ASC"]' })
  @ApiQuery({
    name: 'filter',
    required: false,
    description: `JSON object, keys optional: q (case-insensitive part of username or email), bloodGroup (${BLOOD_GROUPS.join(', ')}), role (${ROLES.join(', ')}). Only ${FILTER_KEYS.join(', ')}.`,
    example: '{"q":"anna","bloodGroup":"A+","role":"user"}',
  })
  @ApiOkResponse({
    type: [UserListItemDto],
    headers: {
      'Content-Range': { description: 'users <start>-<end>/<total>', schema: { type: 'string', example: 'users 0-9/42' } },
      'Access-Control-Expose-Headers': { description: 'Content-Range', schema: { type: 'string' } },
    },
  })
  @ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: 'Malformed range, sort or filter (errors names the parameter).' })
  async page(@AdminUsersQueryParam() query: AdminUsersQuery, @Res({ passthrough: true }) response: Response): Promise<UserListItemDto[]> {
    const { rows, total } = await this.users.page(query);
    const span = rows.length > 0 ? `${query.start}-${query.start + rows.length - 1}` : '*';
    response.setHeader('Content-Range', `users ${span}/${total}`);
    response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
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
  @ApiOperation({
    summary: 'Change the role of an account',
    description:
      'Only a superAdmin may make someone admin or superAdmin, or change the role of an admin or superAdmin. Nobody changes their own role. The last superAdmin cannot be demoted.',
  })
  @ApiIdParam('User id')
  @ApiOkResponse({ type: UserListItemDto })
  @ApiBodyErrors()
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `${USER_MESSAGES.privilegedRole} / ${USER_MESSAGES.ownRole}` })
  @ApiNotFoundResponse(USER_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: USER_MESSAGES.lastSuperAdminRole })
  changeRole(@CurrentUser() actor: User, @IdParam() id: number, @Body() form: UpdateUserRoleDto): Promise<UserListItemDto> {
    return this.users.changeRole(actor, id, form.role);
  }

  @Delete('users/:id')
  @ApiOperation({
    summary: 'Delete an account; its blood requests, donations and volunteer sign-ups stay, unlinked',
    description: 'Nobody deletes their own account here. Deleting an admin or superAdmin needs a superAdmin. The last superAdmin cannot be deleted.',
  })
  @ApiIdParam('User id')
  @ApiOkResponse({ type: MessageDto, example: { message: USER_MESSAGES.deleted } })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `${USER_MESSAGES.privilegedDelete} / ${USER_MESSAGES.ownAccount}` })
  @ApiNotFoundResponse(USER_NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: USER_MESSAGES.lastSuperAdminDelete })
  async remove(@CurrentUser() actor: User, @IdParam() id: number): Promise<MessageDto> {
    await this.users.removeAsAdmin(actor, id);
    return { message: USER_MESSAGES.deleted };
  }
}
