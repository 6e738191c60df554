import { Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import { Database } from '../database/database.service';
import { ListReader } from '../lists/list-reader';
import { answerWholeList, withRows, type WholeListRequest } from '../lists/whole-list';
import { MailService } from '../mail/mail.service';
import { CONTACT_LIST } from './contact-list';
import { AdminContactRecordDto } from './dto/admin-contact-record.dto';
import { CaptchaService } from '../captcha/captcha.service';
import { MessageDto } from '../common/message.dto';
import { Contact } from './contact.entity';
import { CONTACT_API_MESSAGES as M } from './contacts.messages';
import { ContactFormDto } from './dto/contact-form.dto';
import { ContactRecordDto } from './dto/contact-record.dto';

/** Contact messages as GET /api/admin/contact-us/all sends them (without the reply). */
export const CONTACT_RECORDS = withRows(CONTACT_LIST, (contact: Contact) => ContactRecordDto.from(contact), ContactRecordDto);

@Injectable()
export class ContactsService {
  constructor(
    @InjectRepository(Contact) private readonly contacts: Repository<Contact>,
    private readonly captcha: CaptchaService,
    private readonly mail: MailService,
    private readonly database: Database,
    private readonly lists: ListReader,
  ) {}

  /** Stored only once the captcha passes. */
  async create(form: ContactFormDto): Promise<MessageDto> {
    const { name, email, subject, message, captchaToken } = form;
    await this.captcha.verify(captchaToken);
    await this.database.transaction((manager) => manager.insert(Contact, { name, email, subject, message, createdAt: new Date() }));
    return { message: M.received };
  }

  list(request: WholeListRequest, response: Response): Promise<ContactRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, CONTACT_RECORDS, request, response);
  }

  /** Emails `message` to the sender (the original quoted below it), then records it as the reply. */
  async reply(id: number, message: string): Promise<AdminContactRecordDto> {
    const contact = await this.contacts.findOneBy({ id });
    if (!contact) throw new NotFoundException(M.notFound);
    const quoted = contact.message.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
    const text = `${message}\n\nOn ${contact.createdAt.toISOString()}, ${contact.name} <${contact.email}> wrote:\n${quoted}\n`;
    await this.mail.send({ to: contact.email, subject: `Re: ${contact.subject}`, text });
    await this.contacts.update({ id }, { reply: message, repliedAt: new Date() });
    return AdminContactRecordDto.fromAdmin(await this.contacts.findOneByOrFail({ id }));
  }

  async remove(id: number): Promise<string> {
    const { affected } = await this.contacts.delete({ id });
    if (!affected) throw new NotFoundException(M.notFound);
    return M.deleted;
  }
}
