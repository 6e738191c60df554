import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { fetchPage, whereContains } from '../admin-lists/admin-list-query';
import { fetchForExport } from '../admin-lists/csv-export';
import { MailService } from '../mail/mail.service';
import { ADMIN_CONTACTS_SPEC, type AdminContactsQuery } from './admin-contacts-query';
import { AdminContactRecordDto } from './dto/admin-contact-record.dto';
import { CaptchaService } from '../captcha/captcha.service';
import { MessageDto } from '../common/message.dto';
import { Contact } from './contact.entity';
import { CONTACT_API_MESSAGES as M } from './contacts.messages';
import { ContactFormDto } from './dto/contact-form.dto';
import { ContactRecordDto } from './dto/contact-record.dto';

@Injectable()
export class ContactsService {
  constructor(
    @InjectRepository(Contact) private readonly contacts: Repository<Contact>,
    private readonly captcha: CaptchaService,
    private readonly mail: MailService,
  ) {}

  /** Stored only once the captcha passes. */
  async create(form: ContactFormDto): Promise<MessageDto> {
    const { name, email, subject, message, captchaToken } = form;
    await this.captcha.verify(captchaToken);
    await this.contacts.insert({ name, email, subject, message, createdAt: new Date() });
    return { message: M.received };
  }

  /** Newest first. */
  async list(): Promise<ContactRecordDto[]> {
    const contacts = await this.contacts.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return contacts.map((contact) => ContactRecordDto.from(contact));
  }

  /** One page of the admin list, filtered, sorted and cut in SQL, with the total of matching rows. */
  async page(query: AdminContactsQuery): Promise<{ rows: AdminContactRecordDto[]; total: number }> {
    const { rows, total } = await fetchPage(this.filtered(query), ADMIN_CONTACTS_SPEC, query);
    return { rows: rows.map((contact) => AdminContactRecordDto.fromAdmin(contact)), total };
  }

  /** The messages matching the filter of `query`, unsorted and uncut. */
  filtered(query: Pick<AdminContactsQuery, 'filter'>): SelectQueryBuilder<Contact> {
    const { filter } = query;
    const builder = this.contacts.createQueryBuilder('contact');
    if (filter.q) whereContains(builder, ['contact.name', 'contact.email', 'contact.subject'], filter.q);
    if (filter.answered !== undefined) builder.andWhere(`contact.repliedAt IS ${filter.answered ? 'NOT ' : ''}NULL`);
    return builder;
  }

  /** Every row of the admin list's sort and filter, for the CSV export (at most EXPORT_MAX_ROWS). */
  async exportAll(query: AdminContactsQuery): Promise<AdminContactRecordDto[]> {
    return (await fetchForExport(this.filtered(query), ADMIN_CONTACTS_SPEC, query)).map((contact) => AdminContactRecordDto.fromAdmin(contact));
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
