import { VOLUNTEER_API_MESSAGES as M } from '@blood-donation/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { MessageDto } from '../common/message.dto';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam } from '../validation/id-param';

/** Swagger of deleting a sign-up (DELETE /api/volunteers/{id}, DELETE /api/admin/volunteers/{id}). */
export const ApiVolunteerDelete = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary: 'Delete a volunteer sign-up' }),
    ApiIdParam('Volunteer id'),
    ApiOkResponse({ type: MessageDto, example: { message: M.deleted } }),
    ApiNotFoundResponse({ type: ErrorResponseDto, description: M.notFound }),
  );
