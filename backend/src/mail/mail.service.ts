import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { Repository } from 'typeorm';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { OutboxEmail } from './outbox-email.entity';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export const NO_MAIL_SERVER = 'SMTP_URL is not set';

/** Sends through SMTP_URL; without one (or when sending fails) keeps the email in outbox_emails and logs it. */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter | null;

  constructor(
    @InjectSettings() private readonly settings: Settings,
    @InjectRepository(OutboxEmail) private readonly outbox: Repository<OutboxEmail>,
  ) {
    this.transporter = settings.mail.smtpUrl ? createTransport(settings.mail.smtpUrl) : null;
  }

  /** Never throws for a mail problem: the email is then in the outbox. */
  async send(email: Email): Promise<void> {
    if (!this.transporter) {
      await this.keep(email, NO_MAIL_SERVER);
      return;
    }
    try {
      await this.transporter.sendMail({ from: this.settings.mail.from, to: email.to, subject: email.subject, text: email.text });
    } catch (error) {
      await this.keep(email, `sending failed: ${(error as Error).message}`.slice(0, 500));
    }
  }

  private async keep(email: Email, reason: string): Promise<void> {
    await this.outbox.insert({ ...email, reason, createdAt: new Date() });
    this.logger.log(`Kept in outbox_emails (${reason}): to ${email.to}, subject "${email.subject}"\n${email.text}`);
  }
}
