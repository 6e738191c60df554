import { type AccountNoticeKind, ACCOUNT_NOTICES, accountNoticeText, formatMomentIn } from '@blood-donation/domain';
import { Injectable, Logger } from '@nestjs/common';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { MailService } from '../mail/mail.service';
import { EndSessionsLinks } from './end-sessions-links';

/** The account a notice goes to. */
export interface NoticedAccount {
  id: number;
  email: string;
}

/**
 * Emails that tell an account's owner something that matters happened to it (a passkey added, the password changed,
 * a login from a new device, a staff role given or taken), each with the link that ends all its sessions. Queued in
 * the caller's transaction (the outbox), so a change and its notice are kept together; wake() once it has committed.
 */
@Injectable()
export class AccountNotices {
  private readonly logger = new Logger('AccountNotices');
  readonly links: EndSessionsLinks;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly mail: MailService,
    private readonly database: Database,
  ) {
    this.links = new EndSessionsLinks(settings.jwtSecret, settings.mail.publicUrl);
  }

  /** Queues the notice inside the caller's transaction; `device` is the label of the browser that did it
   * (null when staff did it). */
  async queue(account: NoticedAccount, kind: AccountNoticeKind, device: string | null, now = new Date()): Promise<void> {
    const when = formatMomentIn(now, this.settings.siteTimeZone);
    const text = accountNoticeText(kind, { device, when, endSessionsLink: this.links.linkFor(account.id, now) });
    await this.mail.queue({ to: account.email, subject: ACCOUNT_NOTICES[kind].subject, text, aboutId: account.id });
    this.logger.log(`Notice ${kind} queued for account ${account.id}`);
  }

  /** queue() in a transaction of its own, then wake(): for a notice that goes with no other change. */
  async send(account: NoticedAccount, kind: AccountNoticeKind, device: string | null): Promise<void> {
    await this.database.transaction(() => this.queue(account, kind, device));
    this.wake();
  }

  wake(): void {
    this.mail.wake();
  }
}
