import { appointmentByLinkSchema, appointmentMoveSchema, appointmentSchema, bookingBodySchema, driveSessionsBodySchema, driveSlotSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** PUT /api/admin/events/{id}/drive. */
export class DriveSessionsDto extends createZodDto(driveSessionsBodySchema) {}

/** A slot with its free chairs. */
export class DriveSlotDto extends createZodDto(driveSlotSchema) {}

/** POST /api/drives/{id}/appointments. */
export class BookingDto extends createZodDto(bookingBodySchema) {}

/** PUT /api/user/appointments/{id}. */
export class AppointmentMoveDto extends createZodDto(appointmentMoveSchema) {}

/** An appointment as its donor sees it (named as the schema's OpenAPI component, Appointment). */
class Appointment extends createZodDto(appointmentSchema) {}
export { Appointment as AppointmentDto };

/** GET/PUT/DELETE /api/appointments/by-token/{token}. */
export class AppointmentByLinkDto extends createZodDto(appointmentByLinkSchema) {}
