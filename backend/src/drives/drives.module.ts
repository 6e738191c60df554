import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DonationsModule } from '../donations/donations.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AdminDeskController } from './admin-desk.controller';
import { AdminDriveController } from './admin-drive.controller';
import { Appointment } from './appointment.entity';
import { AppointmentRepository } from './appointment.repository';
import { BookingService } from './booking.service';
import { DriveAdminService } from './drive-admin.service';
import { DriveSlot } from './drive-slot.entity';
import { DriveStaffMember } from './drive-staff.entity';
import { DriveRepository } from './drive.repository';
import { DrivesController } from './drives.controller';
import { DeskRepository } from './desk.repository';
import { DriveDeskController } from './drive-desk.controller';
import { DriveDeskService } from './drive-desk.service';

/** Donation drives: an event's bookable sessions, their slots, and donors' appointments (issue 23). */
@Module({
  imports: [TypeOrmModule.forFeature([DriveSlot, Appointment, DriveStaffMember]), DonationsModule, MailModule, UsersModule],
  controllers: [AdminDriveController, AdminDeskController, DrivesController, DriveDeskController],
  providers: [DriveAdminService, BookingService, DriveDeskService, DriveRepository, AppointmentRepository, DeskRepository],
  exports: [BookingService],
})
export class DrivesModule {}
