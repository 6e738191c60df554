import { Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { MessageDto } from '../common/message.dto';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { ConsentRepository } from '../consents/consent.repository';
import { Database } from '../database/database.service';
import { MailService } from '../mail/mail.service';
import { SubscribedDto } from './dto/newsletter.dto';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { NewsletterSubscriberRepository } from './newsletter-subscriber.repository';
import { NEWSLETTER_API_MESSAGES as M, welcomeText } from './newsletter.messages';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class NewsletterService {
  constructor(
    private readonly subscribers: NewsletterSubscriberRepository,
    private readonly mail: MailService,
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly consents: ConsentRepository,
  ) {}

  /**
   * Idempotent: an active subscriber gets no second email; one who had unsubscribed is welcomed back with a new link.
   * Whichever single statement starts the subscription (the INSERT of a new address, or the UPDATE that only matches
   * an unsubscribed one) decides who sends the welcome, so requests at the same moment send it once. The welcome is
   * queued in the outbox, and the newsletter consent recorded, in the same transaction as the subscription.
   */
  async subscribe(email: string): Promise<SubscribedDto> {
    const token = randomBytes(32).toString('base64url');
    const welcomed = await this.database.transaction(async () => {
      const subscriberId = await this.startSubscription(email, hashOf(token));
      if (subscriberId === null) return false;
      await this.consents.give({ subscriberId }, 'newsletter');
      const link = `${this.settings.mail.publicUrl}/unsubscribe?token=${token}`;
      await this.mail.queue({ to: email, subject: M.welcomeSubject, text: welcomeText(link), kind: 'newsletter-welcome' });
      return true;
    });
    if (welcomed) this.mail.wake();
    return { message: M.subscribed, email };
  }

  /**
   * The subscription's id when this call subscribed `email` (new, or back after unsubscribing); null when it already was.
   * A known address is subscribed again by an UPDATE, which locks its row; a new one is INSERTed. Which one is decided
   * by a plain read, which locks nothing: on MySQL/MariaDB an UPDATE of an address not stored yet locks the gap of the
   * index where it would go, and sign-ups of new addresses at the same moment then waited for each other's INSERTs (a
   * deadlock, and after a few retries a 503). Two calls for one new address both INSERT: the second's is ignored.
   */
  private async startSubscription(email: string, tokenHash: string): Promise<number | null> {
    const known = await this.subscribers.findByEmail(email);
    if (known) return (await this.subscribers.resubscribe(email, tokenHash)) ? known.id : null;
    await this.subscribers.insertIfNew(email, tokenHash);
    return this.subscribers.idWithLink(email, tokenHash);
  }

  async unsubscribe(token: string): Promise<MessageDto> {
    const subscriber = await this.subscribers.findByTokenHash(hashOf(token));
    if (!subscriber) throw new NotFoundException(M.invalidLink);
    await this.end(subscriber.id);
    return { message: M.unsubscribed };
  }

  /** Unsubscribes the address of a logged-in account (withdrawing its newsletter consent), if it is subscribed. */
  async unsubscribeAddress(email: string): Promise<void> {
    const subscriber = await this.subscriptionOf(email);
    if (subscriber) await this.end(subscriber.id);
  }

  /** The subscription of an account's address, or null. */
  subscriptionOf(email: string): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findByEmail(email.toLowerCase());
  }

  /** Ends the subscription (again is fine) and withdraws its newsletter consent. */
  private async end(subscriberId: number): Promise<void> {
    await this.database.transaction(async () => {
      await this.subscribers.unsubscribe(subscriberId);
      await this.consents.withdraw({ subscriberId }, 'newsletter');
    });
  }
}
