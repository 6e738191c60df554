import { journeyNotice, type JourneyReason, type JourneyStatus } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { MailService } from '../mail/mail.service';

/** What a donor is told about one of their donations. */
export interface JourneyNews {
  donationId: number;
  donationDate: string;
  status: JourneyStatus;
  date: string;
  hospital: string | null;
  reason: JourneyReason | null;
}

/**
 * The one place a journey notice goes out: an email through the outbox, in the transaction of the change. A push
 * message (the push slice's PushService.notify(userId, 'journey', { title, body, url })) is one more line in send().
 * Whether to send at all (the donor's 'donation-journey' consent, once per donation and status) is the service's.
 */
@Injectable()
export class JourneyNotices {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly mail: MailService,
  ) {}

  /** Queues the notice in the caller's transaction; call delivered() once it has committed. */
  async send(donor: { id: number; username: string; email: string }, news: JourneyNews): Promise<void> {
    const { subject, text } = journeyNotice(news, donor.username, this.settings.mail.publicUrl);
    await this.mail.queue({ to: donor.email, subject, text, kind: 'donation-journey', aboutId: news.donationId });
  }

  /** After the commit: the outbox worker looks for the notice at once. */
  delivered(): void {
    this.mail.wake();
  }
}
