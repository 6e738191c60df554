import { CONTACT_CHANNELS, type ContactChannel, type PushPurpose } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { MailService } from '../mail/mail.service';
import { PushService } from '../push/push.service';
import type { EmailKind } from '../mail/outbox-email.entity';
import type { PushPayload } from '../push/push-message.entity';

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

  constructor(
    email: EmailChannel,
    private readonly push: PushService,
  ) {
    this.byChannel = { email };
  }

  /** The donor's chosen channel; email for a value this server does not know. */
  for(channel: string | null | undefined): DonorChannel {
    return (CONTACT_CHANNELS as readonly string[]).includes(channel ?? '') ? this.byChannel[channel as ContactChannel] : this.byChannel.email;
  }

  /**
   * In the caller's transaction, besides the donor's channel: a push to each device where they turned notifications
   * on (Web Push is an extra, never instead of the channel), with no more than the message's subject says.
   */
  pushTo(userId: number, purpose: PushPurpose, payload: PushPayload): Promise<number> {
    return this.push.notify(userId, purpose, payload);
  }

  /** After a commit that sent messages: every channel's delivery, and the pushes', looks for work. */
  wakeAll(): void {
    for (const channel of Object.values(this.byChannel)) channel.wake();
    this.push.wake();
  }
}
