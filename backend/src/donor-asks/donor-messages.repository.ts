import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { MailService } from '../mail/mail.service';
import type { DonorMessage } from './donor-channels';

/** The outbox emails of donor messages, stored in the caller's transaction. */
@Injectable()
export class DonorMessagesRepository {
  constructor(
    private readonly database: Database,
    private readonly mail: MailService,
  ) {}

  /** Queues the email with the caller's change (MailService.queue still takes the transaction's manager). */
  async queueEmail(to: string, message: DonorMessage): Promise<void> {
    await this.mail.queue(this.database.manager, { to, ...message });
  }
}
