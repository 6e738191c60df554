import { ROLES, type Role } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Required } from '../../validation/validators';
import { USER_MESSAGES } from '../users.messages';

/** PUT /api/admin/users/{id}: the new role. */
export class UpdateUserRoleDto {
  @ApiProperty({ enum: ROLES, enumName: 'Role', example: 'volunteer' })
  @Required(USER_MESSAGES.roleRequired)
  @IsIn(ROLES, { message: USER_MESSAGES.roleInvalid })
  role: Role;
}
