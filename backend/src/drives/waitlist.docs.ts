import { applyDecorators } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import { DRIVE_MESSAGES as M, WAITLIST_MESSAGES as W } from '@blood-donation/domain';
import { ErrorResponseDto } from '../errors/error-response.dto';

/** The refusals of joining a drive's waitlist. */
export const ApiJoinRefusals = (): MethodDecorator =>
  applyDecorators(
    ApiConflictResponse({
      type: ErrorResponseDto,
      description: `'${W.freeTimes}' (a bookable slot has a free chair); '${W.alreadyWaiting}'; '${W.hasAppointment}'; '${W.closed}' (no slot is bookable any more); the donor's next eligible date, after the drive's first bookable day ('${M.notEligibleUntil('2027-01-20')}').`,
    }),
  );

export const ApiNotWaiting = (): MethodDecorator => ApiNotFoundResponse({ type: ErrorResponseDto, description: W.notWaiting });

/** The `{token}` of an offer link, and its 410. */
export const ApiOfferToken = (): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'token', description: 'The token of the offer link emailed to the donor (single use).' }),
    ApiGoneResponse({ type: ErrorResponseDto, description: `${W.offerGone}: accepted, declined, expired, withdrawn by an organiser's change, or never issued.` }),
  );

/** Accepting when the donor cannot take the time (the offer stands; they may decline it). */
export const ApiAcceptRefusals = (): MethodDecorator =>
  ApiConflictResponse({
    type: ErrorResponseDto,
    description: `The donor's open appointment elsewhere ('${M.alreadyBooked('Sat, 5 Dec 2026, 09:15 GMT')}'); the donor's next eligible date ('${M.notEligibleUntil('2027-01-20')}'). The offer stands until it expires.`,
  });
