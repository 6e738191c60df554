import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { ValidationErrorResponseDto } from '../errors/error-response.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';

const INVALID = 'driveId must be a positive whole number';

/** The `{driveId}` of the route, as a number; anything but a positive whole number is a 400 naming `driveId`. */
export const DriveIdParam = createParamDecorator((_data: unknown, context: ExecutionContext): number => {
  const raw = context.switchToHttp().getRequest<Request>().params.driveId;
  const id = typeof raw === 'string' && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new ValidationFailedException({ driveId: [INVALID] });
  return id;
});

export const ApiDriveIdParam = (): MethodDecorator =>
  applyDecorators(
    ApiParam({ name: 'driveId', description: 'Drive (event) id', schema: { type: 'integer', minimum: 1 } }),
    ApiBadRequestResponse({ type: ValidationErrorResponseDto, description: `${INVALID} (errors.driveId).` }),
  );
