import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { MailService } from '../mail/mail.service';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { User } from '../users/user.entity';
import { DELETION_EMAIL_SUBJECT, deletionEmailText } from './account-deletion.texts';

/** The account rows a deletion locks and reads, and its confirmation email (in the caller's transaction). */
@Injectable()
export class AccountDeletionRepository {
  constructor(
    private readonly database: Database,
    private readonly mail: MailService,
  ) {}

  /** The account, its row locked until the transaction ends. */
  findAccountLocked(id: number): Promise<User | null> {
    const manager = this.database.manager;
    return manager.findOne(User, { where: { id }, ...forUpdate(manager) });
  }

  /** Queues the confirmation to the address the account had; it goes out only if the erasure commits. */
  async queueConfirmation(to: string): Promise<void> {
    await this.mail.queue({ to, subject: DELETION_EMAIL_SUBJECT, text: deletionEmailText(), kind: 'account-deleted' });
  }

  /** The confirmation's row keeps its status and dates, not the address or the text. */
  async forgetConfirmation(id: number): Promise<void> {
    await this.database.manager.update(OutboxEmail, { id }, { to: '', text: '' });
  }
}
