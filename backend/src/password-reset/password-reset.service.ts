import { BadRequestException, BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { RefreshSessionsService } from '../auth/refresh-sessions.service';
import { CaptchaService } from '../captcha/captcha.service';
import { MessageDto } from '../common/message.dto';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { MailService } from '../mail/mail.service';
import { describeError } from '../errors/describe-error';
import { AccountNotices } from '../account-notices/account-notices.service';
import { PasswordHasher } from '../users/password-hasher';
import { UserRepository } from '../users/user.repository';
import { PASSWORD_RESET_MESSAGES as M, resetEmailText } from './password-reset.messages';
import { PasswordResetTokenRepository } from './password-reset-token.repository';
import { issueResetToken, resetLink, resetTokenHash } from './reset-links';

const invalidLink = () => new BadRequestException(M.invalidLink);

@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  /** Requests accepted but not yet looked up; shutdown waits for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly users: UserRepository,
    private readonly tokens: PasswordResetTokenRepository,
    private readonly captcha: CaptchaService,
    private readonly mail: MailService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: RefreshSessionsService,
    private readonly database: Database,
    private readonly notices: AccountNotices,
    @InjectSettings() private readonly settings: Settings,
  ) {}

  /**
   * Once the captcha passes, answers at once with the same message whatever the email: the account lookup and,
   * for an account, the new token and its queued email happen right after the answer, so neither the answer nor
   * its timing (nor a database fault) tells whether the email has an account.
   */
  async forgot(email: string, captchaToken: string): Promise<MessageDto> {
    await this.captcha.verify(captchaToken);
    const work = this.sendLinkIfAccount(email)
      .catch((error: unknown) => this.logger.error(`A password reset request could not be handled: ${describeError(error)}`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
    return { message: M.linkSent };
  }

  /** Resolves once every accepted forgot-password request has been handled (tests wait on it; so does shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  /**
   * Sets the new password with a valid link (unused, not expired), uses up every link of the account and ends all
   * its sessions, in one transaction: its refresh tokens stop refreshing and its access tokens stop working. The owner
   * is told by email.
   */
  async reset(token: string, password: string, device: string): Promise<MessageDto> {
    const tokenHash = resetTokenHash(token);
    // Checked before the slow hash, and again (atomically) when used: a link works once.
    const link = await this.tokens.findUsable(tokenHash);
    if (!link) throw invalidLink();
    const passwordHash = await this.passwords.hash(password);
    await this.database.transaction(async () => {
      const now = new Date();
      if (!(await this.tokens.useUp(link.id, now))) throw invalidLink();
      await this.tokens.useUpAllOf(link.userId, now);
      await this.users.setPasswordHash(link.userId, passwordHash);
      await this.sessions.revokeAllForUser(link.userId);
      const account = await this.users.findById(link.userId);
      if (account) await this.notices.queue(account, 'password-changed', device);
    });
    this.notices.wake();
    this.logger.log(`Password of account ${link.userId} reset with a reset link; all its sessions ended`);
    return { message: M.passwordReset };
  }

  private async sendLinkIfAccount(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const emailId = await this.database.transaction(async () => {
      const token = await issueResetToken(this.tokens, user.id);
      const link = resetLink(this.settings.mail.publicUrl, token);
      return this.mail.queue({ to: user.email, subject: M.emailSubject, text: resetEmailText(link), kind: 'password-reset', aboutId: user.id });
    });
    this.mail.wake();
    this.logger.log(`Password reset link queued as outbox email ${emailId}`);
  }
}
