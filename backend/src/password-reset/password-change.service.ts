import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { AccountNotices } from '../account-notices/account-notices.service';
import { RefreshSessionsService } from '../auth/refresh-sessions.service';
import { MessageDto } from '../common/message.dto';
import { Database } from '../database/database.service';
import { PasswordHasher } from '../users/password-hasher';
import { UserRepository } from '../users/user.repository';
import { PASSWORD_CHANGE_MESSAGES as M } from './password-reset.messages';

@Injectable()
export class PasswordChangeService {
  private readonly logger = new Logger('PasswordChange');

  constructor(
    private readonly users: UserRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: RefreshSessionsService,
    private readonly database: Database,
    private readonly notices: AccountNotices,
  ) {}

  /**
   * Sets a new password once the current one is given, and ends every other session of the account at once (their
   * refresh tokens stop refreshing, their access tokens stop working); the session that changed it stays logged in.
   * The owner is told by email (with the link that ends every session).
   */
  async change(account: { id: number; email: string }, sessionId: string, currentPassword: string, password: string, device: string): Promise<MessageDto> {
    const userId = account.id;
    const currentHash = await this.users.passwordHashOf(userId);
    const { matches } = await this.passwords.check(currentPassword, currentHash ?? undefined);
    if (currentHash === null || !matches) throw new BadRequestException(M.currentWrong);
    const passwordHash = await this.passwords.hash(password);
    await this.database.transaction(async () => {
      // Only if nobody changed it since it was checked: two changes at once cannot both win.
      if (!(await this.users.replacePasswordHashIf(userId, currentHash, passwordHash))) throw new BadRequestException(M.currentWrong);
      await this.sessions.revokeOthersForUser(userId, sessionId);
      await this.notices.queue(account, 'password-changed', device);
    });
    this.notices.wake();
    this.logger.log(`Password of account ${userId} changed; its other sessions ended`);
    return { message: M.changed };
  }
}
