import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { MessageDto } from '../common/message.dto';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { ApiIdParam } from '../validation/id-param';
import { EventRecordDto } from './dto/event-record.dto';
import { EVENT_API_MESSAGES } from '@blood-donation/domain';

const EVENT_NOT_FOUND = { type: ErrorResponseDto, description: EVENT_API_MESSAGES.notFound };

/** Swagger of creating an event (POST /api/events, POST /api/admin/events). */
export const ApiEventCreate = (): MethodDecorator =>
  applyDecorators(ApiOperation({ summary: 'Create an event (description optional)' }), ApiCreatedResponse({ type: EventRecordDto }), ApiBodyErrors());

/** Swagger of replacing an event (PUT /api/events/{id}, PUT /api/admin/events/{id}); `more` adds to the summary. */
export const ApiEventUpdate = (more = ''): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary: `Replace an event (all five fields required)${more}` }),
    ApiOkResponse({ type: EventRecordDto }),
    ApiBodyErrors(),
    ApiIdParam('Event id'),
    ApiNotFoundResponse(EVENT_NOT_FOUND),
  );

/** Swagger of deleting an event (DELETE /api/events/{id}, DELETE /api/admin/events/{id}). */
export const ApiEventDelete = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({ summary: 'Delete an event; donations made at it keep existing with event null' }),
    ApiIdParam('Event id'),
    ApiOkResponse({ type: MessageDto, example: { message: EVENT_API_MESSAGES.deleted } }),
    ApiNotFoundResponse(EVENT_NOT_FOUND),
  );
