import { ADMIN_ROLES, type Role } from '@blood-donation/domain';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, FindOptionsWhere } from 'typeorm';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/row-locks';
import { UserListItemDto } from './dto/user-list-item.dto';
import { User } from './user.entity';
import { USER_MESSAGES } from './users.messages';

/** The account an admin acts on: by id (admin lists) or by email (the spec's endpoints). */
export type AccountRef = { id: number } | { email: string };

/**
 * Role changes and deletions by admins, under the rules: only a superAdmin touches admins and superAdmins;
 * nobody changes their own role or deletes themselves here; the last superAdmin stays.
 *
 * Each runs in one transaction that first locks every superAdmin row (MySQL/MariaDB; SQLite runs transactions one
 * at a time). Two admins demoting or deleting the last two superAdmins at once therefore run one after the other,
 * and the second sees the first's change.
 */
@Injectable()
export class AccountAdminService {
  constructor(private readonly database: Database) {}

  async changeRole(actor: User, ref: AccountRef, role: Role): Promise<UserListItemDto> {
    return this.database.transaction(async (manager) => {
      const superAdmins = await lockSuperAdmins(manager);
      const target = await this.loadTarget(manager, ref);
      const demotesLastSuperAdmin = target.role === 'superAdmin' && role !== 'superAdmin' && superAdmins.length <= 1;
      if (target.id === actor.id) {
        // The sole superAdmin demoting themselves learns the stronger reason.
        throw demotesLastSuperAdmin ? new ConflictException(USER_MESSAGES.lastSuperAdminRole) : new ForbiddenException(USER_MESSAGES.ownRole);
      }
      const privileged = ADMIN_ROLES.includes(role) || ADMIN_ROLES.includes(target.role);
      if (privileged && !superAdmins.includes(actor.id)) throw new ForbiddenException(USER_MESSAGES.privilegedRole);
      if (demotesLastSuperAdmin) throw new ConflictException(USER_MESSAGES.lastSuperAdminRole);
      await manager.update(User, { id: target.id }, { role });
      return UserListItemDto.from({ ...target, role });
    });
  }

  /** Blood requests, donations and volunteer sign-ups of the account stay, unlinked. */
  async remove(actor: User, ref: AccountRef): Promise<void> {
    await this.database.transaction(async (manager) => {
      const superAdmins = await lockSuperAdmins(manager);
      const target = await this.loadTarget(manager, ref);
      const lastSuperAdmin = target.role === 'superAdmin' && superAdmins.length <= 1;
      if (target.id === actor.id) {
        throw lastSuperAdmin ? new ConflictException(USER_MESSAGES.lastSuperAdminDelete) : new ForbiddenException(USER_MESSAGES.ownAccount);
      }
      if (ADMIN_ROLES.includes(target.role) && !superAdmins.includes(actor.id)) throw new ForbiddenException(USER_MESSAGES.privilegedDelete);
      if (lastSuperAdmin) throw new ConflictException(USER_MESSAGES.lastSuperAdminDelete);
      await manager.delete(User, { id: target.id });
    });
  }

  private async loadTarget(manager: EntityManager, ref: AccountRef): Promise<User> {
    const where: FindOptionsWhere<User> = 'id' in ref ? { id: ref.id } : { email: ref.email.trim().toLowerCase() };
    const target = await manager.findOne(User, { where, ...forUpdate(manager) });
    if (!target) throw new NotFoundException(USER_MESSAGES.notFound);
    return target;
  }
}

/**
 * The ids of every superAdmin, their rows locked until the transaction ends: whoever checks "is this the last
 * superAdmin?" before removing or demoting one runs after any other such change in progress.
 */
export async function lockSuperAdmins(manager: EntityManager): Promise<number[]> {
  const rows = await manager.find(User, { select: { id: true }, where: { role: 'superAdmin' }, order: { id: 'ASC' }, ...forUpdate(manager) });
  return rows.map((row) => row.id);
}
