import { BadRequestException, BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { RefreshSessionsService } from '../auth/refresh-sessions.service';
import { CaptchaService } from '../captcha/captcha.service';
import { MessageDto } from '../common/message.dto';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { MailService } from '../mail/mail.service';
import { describeError } from '../errors/describe-error';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { PASSWORD_RESET_MESSAGES as M, resetEmailText } from './password-reset.messages';
import { PasswordResetToken } from './password-reset-token.entity';
import { issueResetToken, resetLink, resetTokenHash } from './reset-links';

const invalidLink = () => new BadRequestException(M.invalidLink);

@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  /** Requests accepted but not yet looked up; shutdown waits for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(PasswordResetToken) private readonly tokens: Repository<PasswordResetToken>,
    private readonly captcha: CaptchaService,
    private readonly mail: MailService,
    private readonly passwords: PasswordHasher,
    private readonly sessions: RefreshSessionsService,
    private readonly database: Database,
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
   * its sessions, in one transaction: its refresh tokens stop refreshing and its access tokens stop working.
   */
  async reset(token: string, password: string): Promise<MessageDto> {
    const tokenHash = resetTokenHash(token);
    // Checked before the slow hash, and again (atomically) when used: a link works once.
    const link = await this.tokens.findOneBy({ tokenHash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) });
    if (!link) throw invalidLink();
    const passwordHash = await this.passwords.hash(password);
    await this.database.transaction(async (manager) => {
      const now = new Date();
      const { affected } = await manager.update(PasswordResetToken, { id: link.id, usedAt: IsNull(), expiresAt: MoreThan(now) }, { usedAt: now });
      if (affected !== 1) throw invalidLink();
      await manager.update(PasswordResetToken, { userId: link.userId, usedAt: IsNull() }, { usedAt: now });
      await manager.update(User, { id: link.userId }, { passwordHash });
      await this.sessions.revokeAllForUser(link.userId);
    });
    this.logger.log(`Password of account ${link.userId} reset with a reset link; all its sessions ended`);
    return { message: M.passwordReset };
  }

  private async sendLinkIfAccount(email: string): Promise<void> {
    const user = await this.users.findOne({ select: { id: true, email: true }, where: { email } });
    if (!user) return;
    const emailId = await this.database.transaction(async (manager) => {
      const token = await issueResetToken(manager, user.id);
      const link = resetLink(this.settings.mail.publicUrl, token);
      return this.mail.queue({ to: user.email, subject: M.emailSubject, text: resetEmailText(link), kind: 'password-reset', aboutId: user.id });
    });
    this.mail.wake();
    this.logger.log(`Password reset link queued as outbox email ${emailId}`);
  }
}
