import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
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

  async remove(id: number): Promise<string> {
    const { affected } = await this.contacts.delete({ id });
    if (!affected) throw new NotFoundException(M.notFound);
    return M.deleted;
  }
}
