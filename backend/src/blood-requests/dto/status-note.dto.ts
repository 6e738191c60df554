import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../validation/transforms';
import { BLOOD_REQUEST_MESSAGES as M, STATUS_NOTE_MAX_LENGTH } from '../blood-requests.messages';

/** Optional body of approve and reject. */
export class StatusNoteDto {
  @ApiPropertyOptional({
    maxLength: STATUS_NOTE_MAX_LENGTH,
    example: 'Two units reserved at the city blood bank.',
    description: "Stored as the request's message; leaving it out (or blank) clears an earlier note.",
  })
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(STATUS_NOTE_MAX_LENGTH, { message: M.noteTooLong })
  message?: string;
}
