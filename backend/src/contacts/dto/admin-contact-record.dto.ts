import { adminContactRecordSchema, type AdminContactRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { Contact } from '../contact.entity';
import { ContactRecordDto } from './contact-record.dto';

/** A contact message in the admin lists: also the emailed reply, if any, and where its email is. */
export class AdminContactRecordDto extends createZodDto(adminContactRecordSchema) {
  static fromAdmin(contact: Contact): AdminContactRecord {
    return {
      ...ContactRecordDto.from(contact),
      reply: contact.reply ?? null,
      repliedAt: contact.repliedAt ? contact.repliedAt.toISOString() : null,
      replyStatus: contact.replyStatus ?? null,
    };
  }
}
