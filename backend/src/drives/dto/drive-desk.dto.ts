import { deskAppointmentSchema, deskDriveSchema, deskOutcomeSchema, driveFiguresSchema, driveStaffBodySchema, driveStaffSchema, walkInSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** PUT /api/drive-desk/appointments/{id}. */
export class DeskOutcomeDto extends createZodDto(deskOutcomeSchema) {}

/** POST /api/drive-desk/{driveId}/walk-ins. */
export class WalkInDto extends createZodDto(walkInSchema) {}

/** PUT /api/admin/drive-staff/{driveId}. */
export class DriveStaffBodyDto extends createZodDto(driveStaffBodySchema) {}

class DeskAppointment extends createZodDto(deskAppointmentSchema) {}
class DeskDrive extends createZodDto(deskDriveSchema) {}
class DriveStaff extends createZodDto(driveStaffSchema) {}
class DriveFigures extends createZodDto(driveFiguresSchema) {}
export { DeskAppointment as DeskAppointmentDto, DeskDrive as DeskDriveDto, DriveStaff as DriveStaffDto, DriveFigures as DriveFiguresDto };
