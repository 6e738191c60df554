import { userRoleChangeSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** PUT /api/admin/users/{id}: the new role. */
export class UpdateUserRoleDto extends createZodDto(userRoleChangeSchema) {}
