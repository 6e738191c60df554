import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Trim } from '../../validation/transforms';
import { Required } from '../../validation/validators';
import { CONTACT_REPLY_MAX_LENGTH } from '../contact.entity';
import { CONTACT_API_MESSAGES as M } from '../contacts.messages';

/** The body of POST /api/admin/contacts/{id}/reply. */
export class ContactReplyDto {
  @ApiProperty({ example: 'Thank you! Our team will call you this week to plan the drive.', maxLength: CONTACT_REPLY_MAX_LENGTH })
  @Trim()
  @Required(M.replyRequired)
  @IsString()
  @MaxLength(CONTACT_REPLY_MAX_LENGTH, { message: M.replyTooLong })
  message: string;
}
