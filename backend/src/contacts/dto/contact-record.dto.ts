import { contactRecordSchema, type ContactRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { Contact } from '../contact.entity';

/** A contact message as an admin reads it. */
export class ContactRecordDto extends createZodDto(contactRecordSchema) {
  static from(contact: Contact): ContactRecord {
    const { id, name, email, subject, message, createdAt } = contact;
    return { id, name, email, subject, message, createdAt: createdAt.toISOString() };
  }
}
