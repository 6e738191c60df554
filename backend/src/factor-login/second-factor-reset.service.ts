import { TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { AccountNotices } from '../account-notices/account-notices.service';
import { RefreshSessionRepository } from '../auth/refresh-session.repository';
import { Database } from '../database/database.service';
import { PasskeysRepository } from '../passkeys/passkeys.repository';
import { TwoFactorRepository } from '../two-factor/two-factor.repository';
import type { User } from '../users/user.entity';
import { UserRepository } from '../users/user.repository';
import { USER_MESSAGES } from '../users/users.messages';
import { resetSecondFactors, type SecondFactorStores } from './second-factor-reset';

/** A superAdmin's reset of another account's second factors: removed, sessions ended, the owner emailed. */
@Injectable()
export class SecondFactorResetService {
  private readonly stores: SecondFactorStores;

  constructor(
    private readonly database: Database,
    private readonly users: UserRepository,
    private readonly notices: AccountNotices,
    factors: TwoFactorRepository,
    passkeys: PasskeysRepository,
    sessions: RefreshSessionRepository,
  ) {
    this.stores = { factors, passkeys, sessions };
  }

  async reset(actor: User, id: number): Promise<void> {
    if (id === actor.id) throw new ForbiddenException(TWO_FACTOR_MESSAGES.resetOwn);
    await this.database.transaction(async () => {
      const account = await this.users.findById(id);
      if (!account) throw new NotFoundException(USER_MESSAGES.notFound);
      await resetSecondFactors(this.stores, account.id);
      await this.notices.queue(account, 'two-factor-reset', null);
    });
    this.notices.wake();
  }
}
