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
import { DriveAppointmentsExport } from './drive-appointments-export';
import { DriveSlot } from './drive-slot.entity';
import { DriveRepository } from './drive.repository';
import { DrivesController } from './drives.controller';
import { WaitlistController } from './waitlist.controller';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistExpiry } from './waitlist-expiry';
import { WaitlistRepository } from './waitlist.repository';
import { WaitlistService } from './waitlist.service';

/** Donation drives: an event's bookable sessions, their slots, and donors' appointments (issue 23). */
@Module({
  imports: [TypeOrmModule.forFeature([DriveSlot, Appointment, WaitlistEntry]), DonationsModule, MailModule, UsersModule],
  controllers: [AdminDriveController, DrivesController, AppointmentLinkController, WaitlistController],
  providers: [
    DriveAdminService, DriveAppointmentsExport, BookingService, DriveRepository, AppointmentRepository, AppointmentMailer, AppointmentLinkService, AppointmentReminders,
    WaitlistService, WaitlistRepository, WaitlistExpiry,
  ],
  exports: [BookingService, AppointmentReminders, WaitlistService],
})
export class DrivesModule {}
