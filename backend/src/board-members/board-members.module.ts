import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Driver } from '../database/dialect';
import { AdminTeamsController } from './admin-teams.controller';
import { boardMemberSchemas } from './board-member.entities';
import { BoardMemberRepository } from './board-member.repository';
import { BoardMembersAdminController, BoardMembersController } from './board-members.controller';
import { BoardMembersService } from './board-members.service';

/** Board members of the about-us page: anyone reads them and their photos; admins manage them. */
@Module({})
export class BoardMembersModule {
  /** Its tables are mapped per driver (the photo column's type differs), so the module is made for one. */
  static forDriver(driver: Driver): DynamicModule {
    return {
      module: BoardMembersModule,
      imports: [TypeOrmModule.forFeature(boardMemberSchemas(driver))],
      controllers: [BoardMembersController, BoardMembersAdminController, AdminTeamsController],
      providers: [BoardMembersService, BoardMemberRepository],
    };
  }
}
