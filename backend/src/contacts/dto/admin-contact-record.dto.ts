import { ApiProperty } from '@nestjs/swagger';
import { Contact } from '../contact.entity';
import { ContactRecordDto } from './contact-record.dto';

/** A contact message in the admin lists: also the emailed reply, if any. */
export class AdminContactRecordDto extends ContactRecordDto {
  @ApiProperty({ type: 'string', nullable: true, example: null, description: 'The reply emailed to the sender; null until one is sent.' })
  reply: string | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, example: null, description: 'When the reply was sent; null until then.' })
  repliedAt: string | null;

  static fromAdmin(contact: Contact): AdminContactRecordDto {
    return { ...ContactRecordDto.from(contact), reply: contact.reply ?? null, repliedAt: contact.repliedAt ? contact.repliedAt.toISOString() : null };
  }
}
