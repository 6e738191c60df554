import { applyDecorators } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { MessageDto } from '../common/message.dto';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { UserListItemDto } from './dto/user-list-item.dto';
import { USER_MESSAGES } from './users.messages';

const USER_NOT_FOUND = { type: ErrorResponseDto, description: USER_MESSAGES.notFound };

/** Swagger of a role change (by id or by email): its rules and refusals. */
export const ApiAccountRoleChange = (summary: string): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      summary,
      description:
        'Only a superAdmin may make someone admin or superAdmin, or change the role of an admin or superAdmin. Nobody changes their own role. The last superAdmin cannot be demoted.',
    }),
    ApiOkResponse({ type: UserListItemDto }),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: `${USER_MESSAGES.privilegedRole} / ${USER_MESSAGES.ownRole}` }),
    ApiNotFoundResponse(USER_NOT_FOUND),
    ApiConflictResponse({ type: ErrorResponseDto, description: USER_MESSAGES.lastSuperAdminRole }),
  );

/** Swagger of an account deletion (by id or by email): its rules and refusals. */
export const ApiAccountDelete = (summary: string): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      summary: `${summary}; its blood requests, donations and volunteer sign-ups stay, unlinked`,
      description: 'Nobody deletes their own account here. Deleting an admin or superAdmin needs a superAdmin. The last superAdmin cannot be deleted.',
    }),
    ApiOkResponse({ type: MessageDto, example: { message: USER_MESSAGES.deleted } }),
    ApiForbiddenResponse({ type: ErrorResponseDto, description: `${USER_MESSAGES.privilegedDelete} / ${USER_MESSAGES.ownAccount}` }),
    ApiNotFoundResponse(USER_NOT_FOUND),
    ApiConflictResponse({ type: ErrorResponseDto, description: USER_MESSAGES.lastSuperAdminDelete }),
  );
