import { Module } from '@nestjs/common';
import { AdminTeamsController } from './admin-teams.controller';
import { BoardMembersAdminController, BoardMembersController } from './board-members.controller';
import { BoardMembersService } from './board-members.service';

/** Board members of the about-us page: anyone reads them and their photos; admins manage them. */
@Module({
  controllers: [BoardMembersController, BoardMembersAdminController, AdminTeamsController],
  providers: [BoardMembersService],
})
export class BoardMembersModule {}
