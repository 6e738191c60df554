import { applyDecorators } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiGoneResponse, ApiNotFoundResponse, ApiParam, ApiQuery } from '@nestjs/swagger';
import { DRIVE_DESK_MESSAGES as D, DRIVE_MESSAGES as M, EVENT_API_MESSAGES } from '@blood-donation/domain';
import { ErrorResponseDto } from '../errors/error-response.dto';

/** The 409 of a drive change that would cancel bookings, and its ?confirm=true. */
export const ApiDriveChangeConflict = (): MethodDecorator =>
  applyDecorators(
    ApiQuery({ name: 'confirm', required: false, type: String, description: 'true: cancel the bookings the change removes, and email their donors.' }),
    ApiConflictResponse({ type: ErrorResponseDto, description: `Without confirm=true, a change that would cancel bookings: '${M.wouldCancel(2)}'.` }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: EVENT_API_MESSAGES.notFound }),
  );

/** The refusals of booking or moving to a slot. */
export const ApiBookingRefusals = (): MethodDecorator =>
  applyDecorators(
    ApiConflictResponse({
      type: ErrorResponseDto,
      description: `'${M.full}'; '${M.closed}' (past, or within BOOKING_CLOSES_MINUTES); '${M.noSuchSlot}'; the donor's next eligible date ('${M.notEligibleUntil('2027-01-20')}'); the donor's open appointment ('${M.alreadyBooked('Sat, 5 Dec 2026, 09:15 GMT')}'); moving an appointment that is no longer booked ('${M.notOpen}').`,
    }),
  );

export const ApiDriveNotFound = (): MethodDecorator => ApiNotFoundResponse({ type: ErrorResponseDto, description: M.driveNotFound });
export const ApiAppointmentNotFound = (): MethodDecorator =>
  ApiNotFoundResponse({ type: ErrorResponseDto, description: `${M.appointmentNotFound} (also another donor's).` });

/** Cancelling an appointment that is no longer booked. */
export const ApiNotOpen = (): MethodDecorator => ApiConflictResponse({ type: ErrorResponseDto, description: M.notOpen });

/** The {token} of a change-or-cancel link, and its 404 and 410. */
export const ApiAppointmentLink = (): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'token', description: 'The token of the link in an appointment email.', schema: { type: 'string' } }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: `${M.linkInvalid}: a token the server did not sign (malformed, altered, or another appointment's).` }),
    ApiGoneResponse({
      type: ErrorResponseDto,
      description: `${M.linkGone}: the link was used, a newer email replaced it, the appointment has started (links expire at its start), or it is no longer booked.`,
    }),
  );

/** The desk's refusals: outside the drive's days, 'No show' before the time, a transition from a status that does not allow it. */
export const ApiDeskRefusals = (): MethodDecorator =>
  ApiConflictResponse({
    type: ErrorResponseDto,
    description: `'${D.notDriveDay}'; '${D.notYetOver}'; '${D.cannotGoFrom('donated', 'checked-in')}'; '${D.noBloodGroup}'; a walk-in's open appointment ('${D.walkInHasOpen('Sat, 5 Dec 2026, 09:15 GMT')}').`,
  });

/** Drive staff at a drive they are not assigned to. */
export const ApiNotAssigned = (): MethodDecorator => ApiForbiddenResponse({ type: ErrorResponseDto, description: `Not of the permission table's drive-desk roles, or drive staff not assigned to this drive: '${D.notAssigned}'.` });
