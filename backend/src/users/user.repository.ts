import type { Role } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { type DeepPartial, type FindOptionsWhere, In } from 'typeorm';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { User } from './user.entity';

/** The account an admin acts on: by id (admin lists) or by email (the spec's endpoints). */
export type AccountRef = { id: number } | { email: string };

/** The users table: every query of an account, in the current transaction when there is one. */
@Injectable()
export class UserRepository {
  constructor(private readonly database: Database) {}

  findById(id: number): Promise<User | null> {
    return this.database.manager.findOneBy(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.database.manager.findOneBy(User, { email });
  }

  emailTaken(email: string): Promise<boolean> {
    return this.database.manager.existsBy(User, { email });
  }

  count(): Promise<number> {
    return this.database.manager.count(User);
  }

  /** Stores a new account; returns its id. */
  async insert(account: DeepPartial<User>): Promise<number> {
    const { identifiers } = await this.database.manager.insert(User, account);
    return identifiers[0].id as number;
  }

  /** INSERT OR IGNORE / INSERT IGNORE: true when this call stored the account, false when its email was taken. */
  async insertUnlessTaken(account: DeepPartial<User> & { email: string }): Promise<boolean> {
    const { identifiers } = await this.database.manager.createQueryBuilder().insert().into(User).orIgnore().values(account).execute();
    return this.database.manager.existsBy(User, { id: (identifiers[0]?.id as number | undefined) ?? 0, email: account.email });
  }

  /** The account's password hash, or null when there is no such account. */
  async passwordHashOf(id: number): Promise<string | null> {
    const account = await this.database.manager.findOne(User, { select: { id: true, passwordHash: true }, where: { id } });
    return account?.passwordHash ?? null;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.database.manager.update(User, { id }, { passwordHash });
  }

  /** Replaces the hash only while it is still `expected`; false when someone changed it in between. */
  async replacePasswordHashIf(id: number, expected: string, passwordHash: string): Promise<boolean> {
    const { affected } = await this.database.manager.update(User, { id, passwordHash: expected }, { passwordHash });
    return affected === 1;
  }

  async setRole(id: number, role: Role): Promise<void> {
    await this.database.manager.update(User, { id }, { role });
  }

  /** Sets the role only while the account holds one of `from` (a conditional UPDATE); whether it did. */
  async setRoleIf(id: number, from: readonly Role[], role: Role): Promise<boolean> {
    const { affected } = await this.database.manager.update(User, { id, role: In([...from]) }, { role });
    return affected === 1;
  }

  async delete(id: number): Promise<void> {
    await this.database.manager.delete(User, { id });
  }

  /** The account, its row locked until the transaction ends (null when there is none). */
  lock(ref: AccountRef): Promise<User | null> {
    const where: FindOptionsWhere<User> = 'id' in ref ? { id: ref.id } : { email: ref.email.trim().toLowerCase() };
    return this.database.manager.findOne(User, { where, ...forUpdate(this.database.manager) });
  }

  /**
   * The ids of every superAdmin, their rows locked until the transaction ends: whoever checks "is this the last
   * superAdmin?" before removing or demoting one runs after any other such change in progress.
   */
  async lockSuperAdminIds(): Promise<number[]> {
    const { manager } = this.database;
    const rows = await manager.find(User, { select: { id: true }, where: { role: 'superAdmin' }, order: { id: 'ASC' }, ...forUpdate(manager) });
    return rows.map((row) => row.id);
  }
}
