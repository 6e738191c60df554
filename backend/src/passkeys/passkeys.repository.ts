import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { PasskeyCredential } from './passkey.entity';

export type NewPasskey = Omit<PasskeyCredential, 'id' | 'user' | 'lastUsedAt'>;

/** The passkeys' rows. */
@Injectable()
export class PasskeysRepository {
  constructor(private readonly database: Database) {}

  /** The account's passkeys, oldest first. */
  listOf(userId: number): Promise<PasskeyCredential[]> {
    return this.database.manager.find(PasskeyCredential, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  countOf(userId: number): Promise<number> {
    return this.database.manager.countBy(PasskeyCredential, { userId });
  }

  /** The passkey of that credential id, compared exactly (MySQL's collation would also match another case). */
  async findByCredentialId(credentialId: string): Promise<PasskeyCredential | null> {
    const row = await this.database.manager.findOneBy(PasskeyCredential, { credentialId });
    return row?.credentialId === credentialId ? row : null;
  }

  async insert(passkey: NewPasskey): Promise<number> {
    const { identifiers } = await this.database.manager.insert(PasskeyCredential, { ...passkey, lastUsedAt: null });
    return identifiers[0].id as number;
  }

  /** Renames the account's passkey; false when it is not theirs or not there. */
  async renameOwn(userId: number, id: number, name: string): Promise<boolean> {
    const { affected } = await this.database.manager.update(PasskeyCredential, { id, userId }, { name });
    return (affected ?? 0) > 0;
  }

  /** Removes the account's passkey; false when it is not theirs or not there. */
  async deleteOwn(userId: number, id: number): Promise<boolean> {
    const { affected } = await this.database.manager.delete(PasskeyCredential, { id, userId });
    return (affected ?? 0) > 0;
  }

  /** Removes every passkey of the account (a reset of its second factors). */
  async deleteAllOf(userId: number): Promise<void> {
    await this.database.manager.delete(PasskeyCredential, { userId });
  }

  /**
   * After a login with the passkey: its new counter, backup state and last use, only if its counter is still the one
   * checked (two logins at once with one passkey cannot both move it); false when it was not.
   */
  async recordUse(passkey: PasskeyCredential, use: { counter: number; backedUp: boolean; at: Date }): Promise<boolean> {
    const { affected } = await this.database.manager.update(
      PasskeyCredential,
      { id: passkey.id, counter: passkey.counter },
      { counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at },
    );
    return (affected ?? 0) > 0;
  }
}
