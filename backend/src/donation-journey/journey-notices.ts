import { CONSENT_PURPOSE_NAMES, JOURNEY_PAGE_PATH, journeyNotice, type JourneyReason, type JourneyStatus } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { InjectSettings } from '../config/settings.provider';
import type { Settings } from '../config/settings';
import { MailService } from '../mail/mail.service';
import { PushService } from '../push/push.service';

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
 * The one place a journey notice goes out: an email through the outbox, and a push message to the donor's devices
 * with notifications on (saying no more than the email's subject), in the transaction of the change.
 * Whether to send at all (the donor's 'donation-journey' consent, once per donation and status) is the service's.
 */
@Injectable()
export class JourneyNotices {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly mail: MailService,
    private readonly push: PushService,
  ) {}

  /** Queues the notice in the caller's transaction; call delivered() once it has committed. */
  async send(donor: { id: number; username: string; email: string }, news: JourneyNews): Promise<void> {
    const { subject, text } = journeyNotice(news, donor.username, this.settings.mail.publicUrl);
    await this.mail.queue({ to: donor.email, subject, text, kind: 'donation-journey', aboutId: news.donationId });
    await this.push.notify(donor.id, 'journey', { title: CONSENT_PURPOSE_NAMES['donation-journey'], body: subject, url: JOURNEY_PAGE_PATH });
  }

  /** After the commit: the outbox and push workers look for the notice at once. */
  delivered(): void {
    this.mail.wake();
    this.push.wake();
  }
}
