import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DonationsModule } from '../donations/donations.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AdminDeskController } from './admin-desk.controller';
import { AdminDriveController } from './admin-drive.controller';
import { AppointmentLinkController } from './appointment-link.controller';
import { AppointmentLinkService } from './appointment-link.service';
import { AppointmentMailer } from './appointment-mailer';
import { AppointmentReminders } from './appointment-reminders';
import { Appointment } from './appointment.entity';
import { AppointmentRepository } from './appointment.repository';
import { BookingService } from './booking.service';
import { DeskRepository } from './desk.repository';
import { DriveAdminService } from './drive-admin.service';
import { DriveAppointmentsExport } from './drive-appointments-export';
import { DriveDeskController } from './drive-desk.controller';
import { DriveDeskService } from './drive-desk.service';
import { DriveSlot } from './drive-slot.entity';
import { DriveStaffMember } from './drive-staff.entity';
import { DriveRepository } from './drive.repository';
import { DrivesController } from './drives.controller';
import { WaitlistController } from './waitlist.controller';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistExpiry } from './waitlist-expiry';
import { WaitlistRepository } from './waitlist.repository';
import { WaitlistService } from './waitlist.service';

/**
 * Donation drives (issue 23): an event's bookable sessions and their slots; donors' appointments, their emails and
 * change-or-cancel links; the waitlist; the desk where staff check donors in and record outcomes; the organiser's CSV.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DriveSlot, Appointment, WaitlistEntry, DriveStaffMember]), DonationsModule, MailModule, UsersModule],
  controllers: [AdminDriveController, AdminDeskController, DrivesController, DriveDeskController, AppointmentLinkController, WaitlistController],
  providers: [
    DriveAdminService, DriveAppointmentsExport, BookingService, DriveRepository, AppointmentRepository,
    AppointmentMailer, AppointmentLinkService, AppointmentReminders,
    WaitlistService, WaitlistRepository, WaitlistExpiry,
    DriveDeskService, DeskRepository,
  ],
  exports: [BookingService, AppointmentReminders, WaitlistService, DriveDeskService, DriveRepository, AppointmentRepository],
})
export class DrivesModule {}
