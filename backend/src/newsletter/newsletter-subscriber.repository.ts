import { Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { Database } from '../database/database.service';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

/** The newsletter_subscribers table: one row per address, kept (unsubscribed) when it leaves. */
@Injectable()
export class NewsletterSubscriberRepository {
  constructor(private readonly database: Database) {}

  /** Subscribes an unsubscribed address again with a new link; false when the address was not unsubscribed. */
  async resubscribe(email: string, tokenHash: string): Promise<boolean> {
    const { affected } = await this.database.manager.update(NewsletterSubscriber, { email, unsubscribedAt: Not(IsNull()) }, { tokenHash, unsubscribedAt: null });
    return affected === 1;
  }

  /** INSERT OR IGNORE / INSERT IGNORE: a new address is stored, a known one left as it is. */
  async insertIfNew(email: string, tokenHash: string): Promise<void> {
    await this.database.manager
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscriber)
      .orIgnore()
      .values({ email, tokenHash, unsubscribedAt: null, createdAt: new Date() })
      .execute();
  }

  /** The id of the address's subscription while its link is `tokenHash`, else null. */
  async idWithLink(email: string, tokenHash: string): Promise<number | null> {
    const found = await this.database.manager.findOne(NewsletterSubscriber, { where: { email, tokenHash }, select: { id: true } });
    return found?.id ?? null;
  }

  findByTokenHash(tokenHash: string): Promise<NewsletterSubscriber | null> {
    return this.database.manager.findOneBy(NewsletterSubscriber, { tokenHash });
  }

  findByEmail(email: string): Promise<NewsletterSubscriber | null> {
    return this.database.manager.findOneBy(NewsletterSubscriber, { email });
  }

  /** Ends the subscription (again is fine). */
  async unsubscribe(id: number): Promise<void> {
    await this.database.manager.update(NewsletterSubscriber, { id, unsubscribedAt: IsNull() }, { unsubscribedAt: new Date() });
  }
}
