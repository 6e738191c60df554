import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { MessageDto } from '../common/message.dto';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { isUniqueViolation } from '../database/unique-violation';
import { MailService } from '../mail/mail.service';
import { SubscribedDto } from './dto/newsletter.dto';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NEWSLETTER_API_MESSAGES as M, welcomeText } from './newsletter.messages';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
    private readonly mail: MailService,
    @InjectSettings() private readonly settings: Settings,
  ) {}

  /** Idempotent: an active subscriber gets no second email; one who had unsubscribed is welcomed back with a new link. */
  async subscribe(email: string): Promise<SubscribedDto> {
    const existing = await this.subscribers.findOneBy({ email });
    if (existing && !existing.unsubscribedAt) return { message: M.subscribed, email };
    const token = randomBytes(32).toString('base64url');
    try {
      if (existing) await this.subscribers.update({ id: existing.id }, { tokenHash: hashOf(token), unsubscribedAt: null });
      else await this.subscribers.insert({ email, tokenHash: hashOf(token), unsubscribedAt: null, createdAt: new Date() });
    } catch (error) {
      // The same address subscribed at the same moment by another request: that one sends the email.
      if (isUniqueViolation(error)) return { message: M.subscribed, email };
      throw error;
    }
    const link = `${this.settings.mail.publicUrl}/unsubscribe?token=${token}`;
    await this.mail.send({ to: email, subject: M.welcomeSubject, text: welcomeText(link) });
    return { message: M.subscribed, email };
  }

  async unsubscribe(token: string): Promise<MessageDto> {
    const subscriber = await this.subscribers.findOneBy({ tokenHash: hashOf(token) });
    if (!subscriber) throw new NotFoundException(M.invalidLink);
    if (!subscriber.unsubscribedAt) await this.subscribers.update({ id: subscriber.id }, { unsubscribedAt: new Date() });
    return { message: M.unsubscribed };
  }
}
