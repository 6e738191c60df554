import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { CaptchaUse } from './captcha-use.entity';

/** The captcha_uses table: the ALTCHA challenges already used, until they expire. */
@Injectable()
export class CaptchaUseRepository {
  constructor(private readonly database: Database) {}

  async deleteExpired(): Promise<void> {
    await this.database.manager.delete(CaptchaUse, { expiresAt: LessThan(new Date()) });
  }

  /** Records the challenge as used; false when it already was. */
  async recordUse(signature: string, expiresAt: Date): Promise<boolean> {
    try {
      await this.database.manager.insert(CaptchaUse, { signature, expiresAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }
}
