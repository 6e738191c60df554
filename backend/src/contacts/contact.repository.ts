import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { Contact } from './contact.entity';

/** The contacts table (messages of the Contact Us form and their replies). */
@Injectable()
export class ContactRepository {
  constructor(private readonly database: Database) {}

  async insert(message: Pick<Contact, 'name' | 'email' | 'subject' | 'message' | 'createdAt'>): Promise<void> {
    await this.database.manager.insert(Contact, message);
  }

  findById(id: number): Promise<Contact> {
    return this.database.manager.findOneByOrFail(Contact, { id });
  }

  /** The message, its row locked until the transaction ends (null when there is none). */
  lock(id: number): Promise<Contact | null> {
    const { manager } = this.database;
    return manager.findOne(Contact, { where: { id }, ...forUpdate(manager) });
  }

  async update(id: number, changes: Partial<Pick<Contact, 'reply' | 'repliedAt' | 'replyStatus' | 'replyEmailId'>>): Promise<void> {
    await this.database.manager.update(Contact, { id }, changes);
  }

  /** Moves the message only while `emailId` is its latest reply's email. */
  async updateIfLatestReply(id: number, emailId: number, changes: Partial<Pick<Contact, 'repliedAt' | 'replyStatus'>>): Promise<void> {
    await this.database.manager.update(Contact, { id, replyEmailId: emailId }, changes);
  }

  /**
   * Queues a failed reply's email again, from a fresh set of attempts; false when it is no longer failed. (The
   * outbox row is mail's; this is the one change contacts makes to it.)
   */
  async requeueFailedReply(emailId: number, now: Date): Promise<boolean> {
    const { affected } = await this.database.manager.update(
      OutboxEmail,
      { id: emailId, status: 'failed' },
      { status: 'queued', attempts: 0, nextAttemptAt: now, claimedUntil: null },
    );
    return affected === 1;
  }

  /** False when there was no such message. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.database.manager.delete(Contact, { id });
    return Boolean(affected);
  }
}
