import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events/events.module';
import { AdminVolunteersController } from './admin-volunteers.controller';
import { OwnVolunteeringController } from './own-volunteering.controller';
import { Volunteer } from './volunteer.entity';
import { VolunteerRepository } from './volunteer.repository';
import { VolunteersController } from './volunteers.controller';
import { VolunteersService } from './volunteers.service';

/** Volunteer sign-ups: logged-in accounts register, see and withdraw their own; moderators and admins list them, admins delete. */
@Module({
  imports: [TypeOrmModule.forFeature([Volunteer]), EventsModule],
  controllers: [VolunteersController, OwnVolunteeringController, AdminVolunteersController],
  providers: [VolunteersService, VolunteerRepository],
})
export class VolunteersModule {}
