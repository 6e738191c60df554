import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/access.decorators';
import { UserListItemDto } from './dto/user-list-item.dto';
import { UsersService } from './users.service';

@ApiTags('Admin: users')
@Roles('admin', 'superAdmin')
@Controller('admin')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get('userlist')
  @ApiOperation({ summary: 'Every account (never a password hash)' })
  @ApiOkResponse({ type: [UserListItemDto] })
  list(): Promise<UserListItemDto[]> {
    return this.users.list();
  }
}
