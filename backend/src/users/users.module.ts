import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsentsModule } from '../consents/consents.module';
import { AccountAdminService } from './account-admin.service';
import { AccountsByEmailController } from './accounts-by-email.controller';
import { AdminUsersController } from './admin-users.controller';
import { FirstAdmin } from './first-admin';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { UserRepository } from './user.repository';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Accounts: registration, the own profile, the admin list and the superAdmin of the first start. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), ConsentsModule],
  controllers: [UsersController, AdminUsersController, AccountsByEmailController],
  providers: [UsersService, AccountAdminService, PasswordHasher, FirstAdmin, UserRepository],
  exports: [UsersService, PasswordHasher, UserRepository],
})
export class UsersModule {}
