import { Injectable } from '@nestjs/common';
import { MailService } from '../mail/mail.service';
import type { DonorMessage } from './donor-channels';

/** The outbox emails of donor messages, stored in the caller's transaction. */
@Injectable()
export class DonorMessagesRepository {
  constructor(private readonly mail: MailService) {}

  /** Queues the email with the caller's change. */
  async queueEmail(to: string, message: DonorMessage): Promise<void> {
    await this.mail.queue({ to, ...message });
  }
}
