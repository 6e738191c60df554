import { ConflictException, Injectable, NotFoundException, OnModuleInit, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Database } from '../database/database.service';
import { ListReader } from '../lists/list-reader';
import { answerWholeList, withRows, type WholeListRequest } from '../lists/whole-list';
import { MailService } from '../mail/mail.service';
import type { DeliveredEmail, DeliveryOutcome } from '../mail/outbox-worker';
import { CONTACT_LIST } from './contact-list';
import { AdminContactRecordDto } from './dto/admin-contact-record.dto';
import { CaptchaService } from '../captcha/captcha.service';
import { MessageDto } from '../common/message.dto';
import { Contact } from './contact.entity';
import { ContactRepository } from './contact.repository';
import { CONTACT_API_MESSAGES as M } from './contacts.messages';
import { ContactFormDto } from './dto/contact-form.dto';
import { ContactRecordDto } from './dto/contact-record.dto';

/** Contact messages as GET /api/admin/contact-us/all sends them (without the reply). */
export const CONTACT_RECORDS = withRows(CONTACT_LIST, (contact: Contact) => ContactRecordDto.from(contact), ContactRecordDto);

@Injectable()
export class ContactsService implements OnModuleInit {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly captcha: CaptchaService,
    private readonly mail: MailService,
    private readonly database: Database,
    private readonly lists: ListReader,
  ) {}

  /** Stored only once the captcha passes. */
  async create(form: ContactFormDto): Promise<MessageDto> {
    const { name, email, subject, message, captchaToken } = form;
    await this.captcha.verify(captchaToken);
    // One transaction with the words the admin search finds it by (written as it is stored).
    await this.database.transaction(() => this.contacts.insert({ name, email, subject, message, createdAt: new Date() }));
    return { message: M.received };
  }

  list(request: WholeListRequest, response: Response): Promise<ContactRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, CONTACT_RECORDS, request, response);
  }

  /** The contact follows its reply's email: sent, or failed (and then no longer answered). */
  onModuleInit(): void {
    this.mail.onOutcome('contact-reply', (email, outcome) => this.replyDelivered(email, outcome));
  }

  /**
   * Records `message` as the reply and queues its email to the sender (the original quoted below it), in one
   * transaction; the outbox worker sends it. The contact counts as answered while the reply is queued or sent. A
   * message whose sender deleted their account has no address any more (409).
   */
  async reply(id: number, message: string): Promise<AdminContactRecordDto> {
    const contact = await this.database.transaction(async () => {
      const found = await this.contacts.lock(id);
      if (!found) throw new NotFoundException(M.notFound);
      if (found.email === '') throw new ConflictException(M.senderErased);
      const quoted = found.message.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
      const text = `${message}\n\nOn ${found.createdAt.toISOString()}, ${found.name} <${found.email}> wrote:\n${quoted}\n`;
      const replyEmailId = await this.mail.queue({ to: found.email, subject: `Re: ${found.subject}`, text, kind: 'contact-reply', aboutId: id });
      await this.contacts.update(id, { reply: message, repliedAt: new Date(), replyStatus: 'queued', replyEmailId });
      return this.contacts.findById(id);
    });
    this.mail.wake();
    return AdminContactRecordDto.fromAdmin(contact);
  }

  /** Queues a failed reply's email again, from a fresh set of attempts; the contact counts as answered again. */
  async retryReply(id: number): Promise<AdminContactRecordDto> {
    const contact = await this.database.transaction(async () => {
      const found = await this.contacts.lock(id);
      if (!found) throw new NotFoundException(M.notFound);
      if (found.replyStatus !== 'failed' || found.replyEmailId === null) throw new ConflictException(M.notRetryable);
      const now = new Date();
      if (!(await this.contacts.requeueFailedReply(found.replyEmailId, now))) throw new ConflictException(M.notRetryable);
      await this.contacts.update(id, { repliedAt: now, replyStatus: 'queued' });
      return this.contacts.findById(id);
    });
    this.mail.wake();
    return AdminContactRecordDto.fromAdmin(contact);
  }

  /** Only the latest reply's email moves the contact: an earlier reply's outcome changes nothing. */
  private async replyDelivered(email: DeliveredEmail, outcome: DeliveryOutcome): Promise<void> {
    if (email.aboutId === null) return;
    const changes = outcome === 'sent' ? { replyStatus: 'sent' as const } : { replyStatus: 'failed' as const, repliedAt: null };
    await this.contacts.updateIfLatestReply(email.aboutId, email.id, changes);
  }

  async remove(id: number): Promise<string> {
    if (!(await this.contacts.delete(id))) throw new NotFoundException(M.notFound);
    return M.deleted;
  }
}
