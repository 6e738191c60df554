import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DonationsModule } from '../donations/donations.module';
import { MailModule } from '../mail/mail.module';
import { AdminDriveController } from './admin-drive.controller';
import { Appointment } from './appointment.entity';
import { AppointmentRepository } from './appointment.repository';
import { BookingService } from './booking.service';
import { DriveAdminService } from './drive-admin.service';
import { DriveAppointmentsExport } from './drive-appointments-export';
import { DriveSlot } from './drive-slot.entity';
import { DriveRepository } from './drive.repository';
import { DrivesController } from './drives.controller';

/** Donation drives: an event's bookable sessions, their slots, and donors' appointments (issue 23). */
@Module({
  imports: [TypeOrmModule.forFeature([DriveSlot, Appointment]), DonationsModule, MailModule],
  controllers: [AdminDriveController, DrivesController],
  providers: [DriveAdminService, DriveAppointmentsExport, BookingService, DriveRepository, AppointmentRepository],
  exports: [BookingService],
})
export class DrivesModule {}
