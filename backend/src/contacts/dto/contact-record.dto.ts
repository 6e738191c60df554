import type { ContactRecord } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Contact } from '../contact.entity';

/** A contact message as an admin reads it. */
export class ContactRecordDto implements ContactRecord {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ example: 'Meera Shah' })
  name: string;

  @ApiProperty({ example: 'meera@example.com' })
  email: string;

  @ApiProperty({ example: 'Hosting a drive' })
  subject: string;

  @ApiProperty({ example: 'Our college would like to host a blood drive in March.' })
  message: string;

  @ApiProperty({ type: 'string', format: 'date-time', example: '2026-11-01T09:30:00.000Z' })
  createdAt: string;

  static from(contact: Contact): ContactRecordDto {
    const { id, name, email, subject, message, createdAt } = contact;
    return { id, name, email, subject, message, createdAt: createdAt.toISOString() };
  }
}
