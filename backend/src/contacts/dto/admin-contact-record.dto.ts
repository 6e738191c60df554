import { ApiProperty } from '@nestjs/swagger';
import { Contact, REPLY_STATUSES, type ReplyStatus } from '../contact.entity';
import { ContactRecordDto } from './contact-record.dto';

/** A contact message in the admin lists: also the emailed reply, if any, and where its email is. */
export class AdminContactRecordDto extends ContactRecordDto {
  @ApiProperty({ type: 'string', nullable: true, example: null, description: 'The latest reply to the sender; null until there is one.' })
  reply: string | null;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    example: null,
    description: 'When the admin replied; set while the reply is queued or sent (the message counts as answered), null before any reply and while the reply has failed.',
  })
  repliedAt: string | null;

  @ApiProperty({
    enum: REPLY_STATUSES,
    enumName: 'ReplyStatus',
    nullable: true,
    example: null,
    description: "The reply's email: queued (waiting for the mail server, or retried after a failed attempt), sent (accepted by the mail server) or failed (given up; POST …/reply/retry queues it again); null before any reply.",
  })
  replyStatus: ReplyStatus | null;

  static fromAdmin(contact: Contact): AdminContactRecordDto {
    return {
      ...ContactRecordDto.from(contact),
      reply: contact.reply ?? null,
      repliedAt: contact.repliedAt ? contact.repliedAt.toISOString() : null,
      replyStatus: contact.replyStatus ?? null,
    };
  }
}
