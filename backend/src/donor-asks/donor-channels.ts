import { CONTACT_CHANNELS, type ContactChannel } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { MailService } from '../mail/mail.service';
import type { EmailKind } from '../mail/outbox-email.entity';

/** What a donor is sent about a request: being asked, or thanked once it closes. */
export interface DonorMessage {
  subject: string;
  text: string;
  kind: Extract<EmailKind, 'donor-ask' | 'donor-thanks'>;
  /** The ask (when asked) or the blood request (when thanked). */
  aboutId: number;
}

/** Where one channel reaches a donor. */
export interface DonorAddress {
  email: string;
}

/**
 * One way of reaching donors (users.contactChannel). It stores the message in the caller's transaction, so it goes
 * out only if the change that caused it is kept, and wakes its delivery once that change has committed.
 */
export interface DonorChannel {
  send(donor: DonorAddress, message: DonorMessage): Promise<void>;
  wake(): void;
}

/** Email, through the outbox. */
@Injectable()
export class EmailChannel implements DonorChannel {
  constructor(private readonly mail: MailService) {}

  async send(donor: DonorAddress, message: DonorMessage): Promise<void> {
    await this.mail.queue({ to: donor.email, ...message });
  }

  wake(): void {
    this.mail.wake();
  }
}

/** The sender of each contact channel (domain's CONTACT_CHANNELS): an SMS channel is one more entry here. */
@Injectable()
export class DonorChannels {
  private readonly byChannel: Record<ContactChannel, DonorChannel>;

  constructor(email: EmailChannel) {
    this.byChannel = { email };
  }

  /** The donor's chosen channel; email for a value this server does not know. */
  for(channel: string | null | undefined): DonorChannel {
    return (CONTACT_CHANNELS as readonly string[]).includes(channel ?? '') ? this.byChannel[channel as ContactChannel] : this.byChannel.email;
  }

  /** After a commit that sent messages: every channel's delivery looks for work. */
  wakeAll(): void {
    for (const channel of Object.values(this.byChannel)) channel.wake();
  }
}
