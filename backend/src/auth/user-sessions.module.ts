import { Module } from '@nestjs/common';
import { RefreshSessionRepository } from './refresh-session.repository';
import { UserSessionsController } from './user-sessions.controller';
import { UserSessionsService } from './user-sessions.service';

/**
 * The account's own sessions (GET, DELETE /api/user/sessions). A module of its own so the app can register its routes
 * before the users feature's: DELETE /api/user/sessions is not taken for the admin's DELETE /api/user/{email}. It
 * imports no module (one importing the users feature would have it registered first); the database is global.
 */
@Module({
  controllers: [UserSessionsController],
  providers: [UserSessionsService, RefreshSessionRepository],
})
export class UserSessionsModule {}
