import { ACCOUNT_DELETION_MESSAGES as M } from '@blood-donation/domain';
import { ConflictException, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RefreshCookie } from '../access/refresh-cookie';
import { MessageDto } from '../common/message.dto';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { MailService } from '../mail/mail.service';
import { OutboxEmail } from '../mail/outbox-email.entity';
import type { DeliveredEmail } from '../mail/outbox-worker';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { USER_MESSAGES } from '../users/users.messages';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { DELETION_EMAIL_SUBJECT, deletionEmailText } from './account-deletion.texts';
import { eraseAccount } from './account-erasure';

/**
 * 'Delete my account' (DELETE /api/user/me): once the password is given again, the account's personal data is erased
 * in one transaction (eraseAccount says what goes and what stays), and a confirmation email to the address it had is
 * queued in that same transaction. Once that email has gone out (or been given up), its outbox row loses the address
 * and the text, so nothing personal is left. Logs name the account's id only.
 */
@Injectable()
export class AccountDeletionService implements OnModuleInit {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly database: Database,
    private readonly passwords: PasswordHasher,
    private readonly mail: MailService,
    private readonly users: UserRepository,
  ) {}

  onModuleInit(): void {
    this.mail.onOutcome('account-deleted', (manager, email) => this.forgetConfirmation(manager, email));
  }

  /**
   * A wrong password answers 400 naming the field `password`, the last superAdmin 409; either changes nothing. The
   * password is checked outside the transaction (hashing is slow) and the account row is then locked and read again:
   * a password changed in between counts as wrong. Every superAdmin row is locked first, as for an admin's deletion,
   * so two superAdmins leaving at once cannot both go.
   */
  async deleteOwn(caller: User, password: string, cookie: RefreshCookie): Promise<MessageDto> {
    const { matches } = await this.passwords.check(password, caller.passwordHash);
    if (!matches) throw wrongPassword();
    await this.database.transaction(async (manager) => {
      const superAdmins = await this.users.lockSuperAdminIds();
      const account = await manager.findOne(User, { where: { id: caller.id }, ...forUpdate(manager) });
      if (!account || account.passwordHash !== caller.passwordHash) throw wrongPassword();
      if (account.role === 'superAdmin' && superAdmins.length <= 1) throw new ConflictException(USER_MESSAGES.lastSuperAdminDelete);
      await eraseAccount(manager, account, new Date());
      await this.mail.queue(manager, { to: account.email, subject: DELETION_EMAIL_SUBJECT, text: deletionEmailText(), kind: 'account-deleted' });
    });
    this.mail.wake();
    cookie.clear();
    this.logger.log(`Account ${caller.id} deleted by its owner: its personal data erased, its sessions ended`);
    return { message: M.deleted };
  }

  /** The confirmation went out, or was given up: its row keeps its status and dates, not the address or the text. */
  private async forgetConfirmation(manager: EntityManager, email: DeliveredEmail): Promise<void> {
    await manager.update(OutboxEmail, { id: email.id }, { to: '', text: '' });
  }
}

const wrongPassword = () => new ValidationFailedException({ password: [M.passwordWrong] });
