import { Injectable, NotFoundException, type StreamableFile } from '@nestjs/common';
import { DRIVE_MESSAGES as M, instantToWallTime } from '@blood-donation/domain';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import type { CsvColumn } from '../lists/list-definition';
import { csvFile } from '../lists/list-streams';
import type { Appointment } from './appointment.entity';
import { AppointmentRepository } from './appointment.repository';
import { DriveRepository } from './drive.repository';

/**
 * GET /api/admin/events/{id}/appointments/export.csv: a drive's appointments by time, for admins, written by the one
 * CSV writer of the exports (formula-guarded). Only what the privacy source lets admins see of them: the time (in the
 * drive's zone, SITE_TIME_ZONE), the donor's username and blood group, the status, the units given. A deleted donor's row has no name.
 */
@Injectable()
export class DriveAppointmentsExport {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly drives: DriveRepository,
    private readonly appointments: AppointmentRepository,
  ) {}

  /** The CSV's columns; the time's header names the zone it is written in. */
  columns(timeZone: string): CsvColumn<Appointment>[] {
    return [
      [`time (${timeZone})`, ({ start }) => instantToWallTime(start.toISOString(), timeZone).replace('T', ' ')],
      ['name', ({ user }) => user?.username ?? ''],
      ['bloodGroup', ({ user }) => user?.bloodGroup ?? ''],
      ['status', ({ status }) => status],
      ['units', ({ units }) => (units === null ? '' : String(units))],
    ];
  }

  async csv(driveId: number): Promise<StreamableFile> {
    const event = await this.drives.findEvent(driveId);
    if (!event?.driveSessions) throw new NotFoundException(M.driveNotFound);
    const rows = await this.appointments.ofDriveWithDonors(driveId);
    async function* batches() {
      yield rows;
    }
    return csvFile(`drive-${driveId}-appointments.csv`, this.columns(this.settings.siteTimeZone), batches());
  }
}
