import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { IsNull, LessThanOrEqual, MoreThan } from 'typeorm';
import { Database } from '../database/database.service';
import { type ChallengePurpose, WebauthnChallenge } from './webauthn-challenge.entity';

const hashOf = (challenge: string): string => createHash('sha256').update(challenge).digest('hex');

/** The challenges handed out and not used yet: kept as hashes, each taken once. */
@Injectable()
export class WebauthnChallengesRepository {
  constructor(private readonly database: Database) {}

  /** Keeps a new challenge (and sweeps the expired ones). */
  async add(challenge: string, purpose: ChallengePurpose, userId: number | null, expiresAt: Date, now: Date): Promise<void> {
    await this.database.manager.delete(WebauthnChallenge, { expiresAt: LessThanOrEqual(now) });
    await this.database.manager.insert(WebauthnChallenge, { challengeHash: hashOf(challenge), purpose, userId, expiresAt });
  }

  /**
   * Takes the challenge if it is there for this purpose (and account), unexpired: one conditional delete, so of two
   * uses at once only one gets it. True when this call took it.
   */
  async take(challenge: string, purpose: ChallengePurpose, userId: number | null, now: Date): Promise<boolean> {
    const { affected } = await this.database.manager.delete(WebauthnChallenge, {
      challengeHash: hashOf(challenge),
      purpose,
      userId: userId ?? IsNull(),
      expiresAt: MoreThan(now),
    });
    return (affected ?? 0) > 0;
  }
}
