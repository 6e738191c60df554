import { Injectable } from '@nestjs/common';
import { In, IsNull, LessThan, MoreThan, Not } from 'typeorm';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';
import { RefreshSession } from './refresh-session.entity';

/** A refresh token as stored: only its hash. */
export type NewRefreshToken = Pick<RefreshSession, 'userId' | 'familyId' | 'tokenHash' | 'keepLoggedIn' | 'expiresAt' | 'device' | 'lastUsedAt' | 'secondFactorAt'>;

/** The refresh_sessions table: one row per refresh token, a family of them per login. */
@Injectable()
export class RefreshSessionRepository {
  constructor(private readonly database: Database) {}

  async insert(token: NewRefreshToken): Promise<void> {
    await this.database.manager.insert(RefreshSession, { ...token, usedAt: null, revokedAt: null });
  }

  /** Whether the account has ever logged in (within the refresh token lifetime, as expired tokens are swept). */
  async anyOf(userId: number): Promise<boolean> {
    return this.database.manager.existsBy(RefreshSession, { userId });
  }

  async deleteExpiredOf(userId: number): Promise<void> {
    await this.database.manager.delete(RefreshSession, { userId, expiresAt: LessThan(new Date()) });
  }

  /** Marks the token used at `now` if it is unused, not revoked and not expired; false when it was not. */
  async consume(tokenHash: string, now: Date): Promise<boolean> {
    const { affected } = await this.database.manager.update(RefreshSession, { tokenHash, usedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) }, { usedAt: now });
    return affected === 1;
  }

  /** Whether the token was used after `usedAfter` and is still neither revoked nor expired. */
  usedSince(tokenHash: string, usedAfter: Date, now: Date): Promise<boolean> {
    return this.database.manager.existsBy(RefreshSession, { tokenHash, usedAt: MoreThan(usedAfter), revokedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  /** The token with its account; the token must exist. */
  withUser(tokenHash: string): Promise<RefreshSession> {
    return this.database.manager.findOneOrFail(RefreshSession, { where: { tokenHash }, relations: { user: true } });
  }

  findByTokenHash(tokenHash: string): Promise<RefreshSession | null> {
    return this.database.manager.findOneBy(RefreshSession, { tokenHash });
  }

  /** A used token of a session still open: presenting it again is reuse. */
  findUsedOfOpenSession(tokenHash: string): Promise<RefreshSession | null> {
    return this.database.manager.findOneBy(RefreshSession, { tokenHash, usedAt: Not(IsNull()), revokedAt: IsNull() });
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.database.manager.update(RefreshSession, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async markSecondFactor(familyId: string, at: Date): Promise<void> {
    await this.database.manager.update(RefreshSession, { familyId, revokedAt: IsNull() }, { secondFactorAt: at });
  }

  /** Marks the session as having proved a second factor now, unless it already has (its time is kept). */
  async markSecondFactorIfUnproved(familyId: string, at: Date): Promise<void> {
    await this.database.manager.update(RefreshSession, { familyId, revokedAt: IsNull(), secondFactorAt: IsNull() }, { secondFactorAt: at });
  }

  async secondFactorAtOf(familyId: string, now: Date): Promise<Date | null> {
    const live = await this.database.manager.findOne(RefreshSession, {
      where: { familyId, revokedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { id: 'DESC' },
    });
    return live?.secondFactorAt ?? null;
  }

  /** Revokes every session of the account, but `keptFamilyId` when given. */
  async revokeAllOf(userId: number, keptFamilyId?: string): Promise<void> {
    const family = keptFamilyId === undefined ? {} : { familyId: Not(keptFamilyId) };
    await this.database.manager.update(RefreshSession, { userId, ...family, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** The rows of the account's live sessions (neither revoked nor expired), oldest first. */
  liveOf(userId: number, now: Date): Promise<RefreshSession[]> {
    return this.database.manager.find(RefreshSession, { where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(now) }, order: { id: 'ASC' } });
  }

  /** Whether `familyId` is a live session (neither revoked nor expired) of the account. */
  isLiveOf(userId: number, familyId: string, now: Date): Promise<boolean> {
    return this.database.manager.existsBy(RefreshSession, { userId, familyId, revokedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  /** Revokes these sessions of the account (others' ids are left alone). */
  async revokeFamiliesOf(userId: number, familyIds: string[], now: Date): Promise<void> {
    if (familyIds.length === 0) return;
    await this.database.manager.update(RefreshSession, { userId, familyId: In(familyIds), revokedAt: IsNull() }, { revokedAt: now });
  }

  /**
   * The account of an access token, with its current role, read in one query that also checks the token's session:
   * once the session ends (logout, reuse, a password reset), its access tokens stop working at once.
   */
  userOfLiveSession(userId: number, sessionId: string): Promise<User | null> {
    return this.database.manager
      .createQueryBuilder(User, 'user')
      .where('user.id = :userId', { userId })
      .andWhere(
        'EXISTS (SELECT 1 FROM refresh_sessions live WHERE live.familyId = :sessionId AND live.userId = user.id AND live.revokedAt IS NULL AND live.expiresAt > :now)',
        { sessionId, now: new Date() },
      )
      .getOne();
  }
}
