import { ACCOUNT_DELETION_MESSAGES as M } from '@blood-donation/domain';
import { ConflictException, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { RefreshCookie } from '../access/refresh-cookie';
import { MessageDto } from '../common/message.dto';
import { Database } from '../database/database.service';
import { MailService } from '../mail/mail.service';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { USER_MESSAGES } from '../users/users.messages';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountErasureRepository } from './account-erasure.repository';
import { BookingService } from '../drives/booking.service';
import { TeamsService } from '../teams/teams.service';

/**
 * 'Delete my account' (DELETE /api/user/me): once the password is given again, the account's personal data is erased
 * in one transaction (AccountErasureRepository says what goes and what stays), and a confirmation email to the
 * address it had is queued in that same transaction. Once that email has gone out (or been given up), its outbox row loses the address
 * and the text, so nothing personal is left. Logs name the account's id only.
 */
@Injectable()
export class AccountDeletionService implements OnModuleInit {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly database: Database,
    private readonly passwords: PasswordHasher,
    private readonly mail: MailService,
    private readonly accounts: AccountDeletionRepository,
    private readonly users: UserRepository,
    private readonly erasure: AccountErasureRepository,
    private readonly booking: BookingService,
    private readonly teams: TeamsService,
  ) {}

  /**
   * The confirmation went out, or was given up: its row keeps its status and dates, not the address or the text.
   * The outbox runs this in the transaction that records the outcome, which the repository joins.
   */
  onModuleInit(): void {
    this.mail.onOutcome('account-deleted', (email) => this.accounts.forgetConfirmation(email.id));
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
    await this.database.transaction(async () => {
      const superAdmins = await this.users.lockSuperAdminIds();
      const account = await this.accounts.findAccountLocked(caller.id);
      if (!account || account.passwordHash !== caller.passwordHash) throw wrongPassword();
      if (account.role === 'superAdmin' && superAdmins.length <= 1) throw new ConflictException(USER_MESSAGES.lastSuperAdminDelete);
      await this.booking.forgetDonor(account.id);
      await this.teams.forgetMember(account.id);
      await this.erasure.erase(account, new Date());
      await this.accounts.queueConfirmation(account.email);
    });
    this.mail.wake();
    cookie.clear();
    this.logger.log(`Account ${caller.id} deleted by its owner: its personal data erased, its sessions ended`);
    return { message: M.deleted };
  }
}

const wrongPassword = () => new ValidationFailedException({ password: [M.passwordWrong] });
