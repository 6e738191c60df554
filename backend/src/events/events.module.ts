import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminEventsController } from './admin-events.controller';
import { Event } from './event.entity';
import { EventRepository } from './event.repository';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

/** Events and donation drives: public list, admin create, edit and delete. */
@Module({
  imports: [TypeOrmModule.forFeature([Event])],
  controllers: [EventsController, AdminEventsController],
  providers: [EventsService, EventRepository],
  exports: [EventRepository],
})
export class EventsModule {}
