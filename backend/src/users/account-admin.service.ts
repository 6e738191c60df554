import { ADMIN_ROLES, PANEL_ROLES, type Role } from '@blood-donation/domain';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AccountRoleChanged } from '../access/account-role-changed.event';
import { AccountNotices } from '../account-notices/account-notices.service';
import { Database } from '../database/database.service';
import { UserListItemDto } from './dto/user-list-item.dto';
import { User } from './user.entity';
import { type AccountRef, UserRepository } from './user.repository';
import { USER_MESSAGES } from './users.messages';

/**
 * Role changes and deletions by admins, under the rules: only a superAdmin touches admins and superAdmins;
 * nobody changes their own role or deletes themselves here; the last superAdmin stays.
 *
 * Each runs in one transaction that first locks every superAdmin row (MySQL/MariaDB; SQLite runs transactions one
 * at a time). Two admins demoting or deleting the last two superAdmins at once therefore run one after the other,
 * and the second sees the first's change. A changed role ends the account's sessions (AccountRoleChanged).
 */
@Injectable()
export class AccountAdminService {
  constructor(
    private readonly database: Database,
    private readonly users: UserRepository,
    private readonly notices: AccountNotices,
    private readonly events: EventEmitter2,
  ) {}

  async changeRole(actor: User, ref: AccountRef, role: Role): Promise<UserListItemDto> {
    const changed = await this.database.transaction(async () => {
      const superAdmins = await this.users.lockSuperAdminIds();
      const target = await this.lockTarget(ref);
      const demotesLastSuperAdmin = target.role === 'superAdmin' && role !== 'superAdmin' && superAdmins.length <= 1;
      if (target.id === actor.id) {
        // The sole superAdmin demoting themselves learns the stronger reason.
        throw demotesLastSuperAdmin ? new ConflictException(USER_MESSAGES.lastSuperAdminRole) : new ForbiddenException(USER_MESSAGES.ownRole);
      }
      const privileged = ADMIN_ROLES.includes(role) || ADMIN_ROLES.includes(target.role);
      if (privileged && !superAdmins.includes(actor.id)) throw new ForbiddenException(USER_MESSAGES.privilegedRole);
      if (demotesLastSuperAdmin) throw new ConflictException(USER_MESSAGES.lastSuperAdminRole);
      await this.users.setRole(target.id, role);
      if (role !== target.role) await this.events.emitAsync(AccountRoleChanged.topic, new AccountRoleChanged(target.id));
      await this.tellOfStaffRole(target, target.role, role);
      return UserListItemDto.from({ ...target, role });
    });
    this.notices.wake();
    return changed;
  }

  /** Blood requests, donations and volunteer sign-ups of the account stay, unlinked. */
  async remove(actor: User, ref: AccountRef): Promise<void> {
    await this.database.transaction(async () => {
      const superAdmins = await this.users.lockSuperAdminIds();
      const target = await this.lockTarget(ref);
      const lastSuperAdmin = target.role === 'superAdmin' && superAdmins.length <= 1;
      if (target.id === actor.id) {
        throw lastSuperAdmin ? new ConflictException(USER_MESSAGES.lastSuperAdminDelete) : new ForbiddenException(USER_MESSAGES.ownAccount);
      }
      if (ADMIN_ROLES.includes(target.role) && !superAdmins.includes(actor.id)) throw new ForbiddenException(USER_MESSAGES.privilegedDelete);
      if (lastSuperAdmin) throw new ConflictException(USER_MESSAGES.lastSuperAdminDelete);
      await this.users.delete(target.id);
    });
  }

  /** The account's owner is told when a role opens the admin panel to them, or stops opening it (issue 25 point 5). */
  private async tellOfStaffRole(account: User, from: Role, to: Role): Promise<void> {
    const was = PANEL_ROLES.includes(from);
    const is = PANEL_ROLES.includes(to);
    if (was !== is) await this.notices.queue(account, is ? 'staff-role-granted' : 'staff-role-removed', null);
  }

  private async lockTarget(ref: AccountRef): Promise<User> {
    const target = await this.users.lock(ref);
    if (!target) throw new NotFoundException(USER_MESSAGES.notFound);
    return target;
  }
}
