import { EVENT_MESSAGES as M, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '@blood-donation/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsoDateTime } from '../../validation/iso-date-time';
import { Trim } from '../../validation/transforms';
import { Required } from '../../validation/validators';

/** A short required text of the event forms. */
const EventText = (required: string): PropertyDecorator =>
  applyDecorators(Trim(), Required(required), IsString(), MaxLength(TEXT_MAX_LENGTH, { message: M.tooLong }));

/** The description, optional (IsOptional) on create and required on edit. */
const Description = (presence: PropertyDecorator): PropertyDecorator =>
  applyDecorators(Trim(), presence, IsString(), MaxLength(LONG_TEXT_MAX_LENGTH, { message: M.descriptionTooLong }));

/** The fields Create Event and Edit Event both require. */
class EventFieldsDto {
  @ApiProperty({ example: 'City Blood Drive', maxLength: TEXT_MAX_LENGTH })
  @EventText(M.nameRequired)
  name: string;

  @ApiProperty({ example: 'Town Hall, Pune', maxLength: TEXT_MAX_LENGTH })
  @EventText(M.locationRequired)
  location: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    example: '2026-11-01T09:30:00.000Z',
    description: 'ISO 8601 date-time; stored in UTC (without an offset it is read as UTC).',
  })
  @Required(M.dateTimeRequired)
  @IsoDateTime(M.dateTimeInvalid)
  dateTime: Date;

  @ApiProperty({ example: 'Red Cross Pune', maxLength: TEXT_MAX_LENGTH })
  @EventText(M.organizerRequired)
  organizer: string;
}

const DESCRIPTION = { example: 'Walk in between 9:30 and 16:00.', maxLength: LONG_TEXT_MAX_LENGTH };

/** Create Event: description optional ('' when left out). */
export class CreateEventDto extends EventFieldsDto {
  @ApiPropertyOptional({ ...DESCRIPTION, type: String, default: '', nullable: true, description: "Left out or null: none ('')." })
  @Description(IsOptional())
  description?: string | null;
}

/** Edit Event: all five fields required. */
export class UpdateEventDto extends EventFieldsDto {
  @ApiProperty(DESCRIPTION)
  @Description(Required(M.descriptionRequired))
  description: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Ignored: the path names the event (the list item may be sent back as it is).' })
  @Allow()
  id?: unknown;
}
