import { PROFILE_API_MESSAGES as M } from '@blood-donation/domain';
import { ConflictException, GoneException, Injectable, Logger } from '@nestjs/common';
import { MessageDto } from '../common/message.dto';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { MailService } from '../mail/mail.service';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { USER_MESSAGES } from '../users/users.messages';
import { EMAIL_CHANGE_SUBJECT, EMAIL_CHANGE_TTL_HOURS, emailChangeLink, emailChangeText, emailChangeTokenHash, newEmailChangeToken } from './email-change-links';
import { ProfileRepository } from './profile.repository';

const emailTaken = () => new ConflictException(USER_MESSAGES.emailTaken);

/**
 * A new email address for the account: a single-use link goes to the new address (through the outbox), and the
 * account takes the address only once it is opened, so nobody can move an account to an address they do not read.
 */
@Injectable()
export class EmailChangeService {
  private readonly logger = new Logger('EmailChange');

  constructor(
    private readonly profiles: ProfileRepository,
    private readonly passwords: PasswordHasher,
    private readonly mail: MailService,
    private readonly database: Database,
    @InjectSettings() private readonly settings: Settings,
  ) {}

  async request(user: User, newEmail: string, password: string): Promise<MessageDto> {
    const account = await this.profiles.account(user.id);
    const { matches } = await this.passwords.check(password, account?.passwordHash);
    if (!account || !matches) throw new ValidationFailedException({ password: [M.passwordWrong] });
    if (newEmail === account.email) throw new ValidationFailedException({ newEmail: [M.sameEmail] });
    if (await this.profiles.emailTaken(newEmail)) throw emailTaken();
    const token = newEmailChangeToken();
    const emailId = await this.database.transaction(async () => {
      const now = new Date();
      await this.profiles.addEmailChange(account.id, newEmail, emailChangeTokenHash(token), new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000), now);
      const link = emailChangeLink(this.settings.mail.publicUrl, token);
      return this.mail.queue({ to: newEmail, subject: EMAIL_CHANGE_SUBJECT, text: emailChangeText(link), aboutId: account.id });
    });
    this.mail.wake();
    this.logger.log(`Email change of account ${account.id} asked; its link queued as outbox email ${emailId}`);
    return { message: M.emailLinkSent };
  }

  /** Applies the change of a valid link: 410 once used or expired, 409 when the address was taken meanwhile. */
  async confirm(token: string): Promise<MessageDto> {
    const userId = await this.database.transaction(async () => {
      const change = await this.profiles.useEmailChange(emailChangeTokenHash(token), new Date());
      if (!change) throw new GoneException(M.linkInvalid);
      if (await this.profiles.emailTaken(change.newEmail)) throw emailTaken();
      await this.profiles.setEmail(change.userId, change.newEmail);
      return change.userId;
    }).catch((error: unknown) => {
      if (isDuplicateKey(error)) throw emailTaken();
      throw error;
    });
    this.logger.log(`Email address of account ${userId} changed with its confirmation link`);
    return { message: M.emailChanged };
  }
}
