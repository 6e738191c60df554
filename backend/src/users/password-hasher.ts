import { Injectable } from '@nestjs/common';
import { Semaphore } from 'async-mutex';
import * as argon2 from 'argon2';
import * as bcrypt from 'bcryptjs';
import { availableParallelism } from 'node:os';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';

/** The result of checking a password against a stored hash. */
export interface PasswordCheck {
  matches: boolean;
  /** The hash is of an older kind or cost: store a new one (of the same password) now that it is known. */
  rehash: boolean;
}

/**
 * Passwords are hashed with argon2id (the `argon2` package), computed on libuv's thread pool, never on the
 * JavaScript thread. At most (cores − 1) hashes run at once, so a flood of password checks queues up behind each
 * other while the other requests keep a core. Hashes of the earlier bcrypt scheme still verify (bcryptjs) and are
 * replaced at the next successful login. Checking against no hash still costs one verification, so timing does not
 * tell whether an email has an account.
 */
@Injectable()
export class PasswordHasher {
  private readonly slots = new Semaphore(Math.max(1, availableParallelism() - 1));
  private readonly options: argon2.HashOptions & { raw?: false };
  private dummyHash?: Promise<string>;

  constructor(@InjectSettings() settings: Settings) {
    this.options = { type: argon2.argon2id, memoryCost: settings.passwordHash.memoryKib, timeCost: settings.passwordHash.timeCost, parallelism: 1 };
  }

  hash(password: string): Promise<string> {
    return this.slots.runExclusive(() => argon2.hash(password, this.options));
  }

  async check(password: string, hash: string | undefined): Promise<PasswordCheck> {
    if (!hash) {
      this.dummyHash ??= this.hash('not a real password');
      await this.slots.runExclusive(async () => argon2.verify(await this.dummyHash!, password));
      return { matches: false, rehash: false };
    }
    if (isBcrypt(hash)) return { matches: await bcrypt.compare(password, hash), rehash: true };
    const matches = await this.slots.runExclusive(() => argon2.verify(hash, password));
    return { matches, rehash: matches && argon2.needsRehash(hash, this.options) };
  }
}

const isBcrypt = (hash: string): boolean => /^\$2[aby]\$/.test(hash);
