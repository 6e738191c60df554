import { Injectable } from '@nestjs/common';
import * as bcrypt from 'bcryptjs';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';

/** bcrypt hashes with BCRYPT_ROUNDS. Checking against no hash still costs one comparison, so timing does not reveal unknown emails. */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  constructor(@InjectSettings() private readonly settings: Settings) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.settings.bcryptRounds);
  }

  async matches(password: string, hash: string | undefined): Promise<boolean> {
    if (hash) return bcrypt.compare(password, hash);
    this.dummyHash ??= this.hash('not a real password');
    await bcrypt.compare(password, await this.dummyHash);
    return false;
  }
}
