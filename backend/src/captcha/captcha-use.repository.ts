import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { Database } from '../database/database.service';
import { CaptchaUse } from './captcha-use.entity';

/** The captcha_uses table: the ALTCHA challenges already used, until they expire. */
@Injectable()
export class CaptchaUseRepository {
  constructor(private readonly database: Database) {}

  async deleteExpired(): Promise<void> {
    await this.database.manager.delete(CaptchaUse, { expiresAt: LessThan(new Date()) });
  }

  /** Throws the database's unique violation when the challenge was used already. */
  async insert(signature: string, expiresAt: Date): Promise<void> {
    await this.database.manager.insert(CaptchaUse, { signature, expiresAt });
  }
}
