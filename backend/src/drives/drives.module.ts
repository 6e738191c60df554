import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DonationsModule } from '../donations/donations.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AdminDriveController } from './admin-drive.controller';
import { AppointmentLinkController } from './appointment-link.controller';
import { AppointmentLinkService } from './appointment-link.service';
import { AppointmentMailer } from './appointment-mailer';
import { AppointmentReminders } from './appointment-reminders';
import { Appointment } from './appointment.entity';
import { AppointmentRepository } from './appointment.repository';
import { BookingService } from './booking.service';
import { DriveAdminService } from './drive-admin.service';
import { DriveSlot } from './drive-slot.entity';
import { DriveRepository } from './drive.repository';
import { DrivesController } from './drives.controller';

/** Donation drives: an event's bookable sessions, their slots, and donors' appointments (issue 23). */
@Module({
  imports: [TypeOrmModule.forFeature([DriveSlot, Appointment]), DonationsModule, MailModule, UsersModule],
  controllers: [AdminDriveController, DrivesController, AppointmentLinkController],
  providers: [DriveAdminService, BookingService, DriveRepository, AppointmentRepository, AppointmentMailer, AppointmentLinkService, AppointmentReminders],
  exports: [BookingService, AppointmentReminders],
})
export class DrivesModule {}
