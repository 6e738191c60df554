import { DAY_MS } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager, IsNull, LessThan, MoreThan, Not, Repository } from 'typeorm';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';
import { RefreshSession } from './refresh-session.entity';


/** A refresh token issued for a session (a login): the session's id rides in its access tokens. */
export interface IssuedSession {
  token: string;
  sessionId: string;
}

export interface RotatedSession extends IssuedSession {
  user: User;
  keepLoggedIn: boolean;
}

/**
 * How long a refresh token that was just exchanged may be exchanged again: two tabs of one browser refreshing at
 * the same moment both stay logged in. Later, presenting it again is reuse and ends the session.
 */
export const REFRESH_GRACE_MS = 20_000;

/** Refresh tokens: one family per login, rotated on every use; a token used twice revokes its whole family. */
@Injectable()
export class RefreshSessionsService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    @InjectRepository(RefreshSession) private readonly sessions: Repository<RefreshSession>,
    private readonly database: Database,
  ) {}

  get ttlSeconds(): number {
    return (this.settings.refreshTokenTtlDays * DAY_MS) / 1000;
  }

  /** A new session (token family) for a login; returns its first token. Expired tokens of the user are cleared on the way. */
  async start(user: User, keepLoggedIn: boolean): Promise<IssuedSession> {
    await this.sessions.delete({ userId: user.id, expiresAt: LessThan(new Date()) });
    const sessionId = randomUUID();
    return { token: await this.issue(this.sessions.manager, user.id, sessionId, keepLoggedIn), sessionId };
  }

  /**
   * Exchanges a valid token for the next one of its session; null when it is unknown, expired, revoked or reused.
   * One UPDATE both checks the token (unused, not revoked, not expired) and consumes it, so a token is consumed
   * once. A second exchange within REFRESH_GRACE_MS (another tab) gets a token of the same session too; after it,
   * presenting a used token is reuse and ends the whole session.
   */
  async rotate(token: string): Promise<RotatedSession | null> {
    const tokenHash = hashOf(token);
    const now = new Date();
    const rotated = await this.database.transaction(async (manager) => {
      const consumed = await manager.update(RefreshSession, { tokenHash, usedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) }, { usedAt: now });
      const graced = consumed.affected === 1 ? null : await manager.findOneBy(RefreshSession, { tokenHash, usedAt: MoreThan(new Date(now.getTime() - REFRESH_GRACE_MS)), revokedAt: IsNull(), expiresAt: MoreThan(now) });
      if (consumed.affected !== 1 && !graced) return null;
      const { user, userId, familyId, keepLoggedIn } = await manager.findOneOrFail(RefreshSession, { where: { tokenHash }, relations: { user: true } });
      return { user, token: await this.issue(manager, userId, familyId, keepLoggedIn), sessionId: familyId, keepLoggedIn };
    });
    if (rotated) return rotated;
    const reused = await this.sessions.findOneBy({ tokenHash, usedAt: Not(IsNull()), revokedAt: IsNull() });
    if (reused) await this.revokeFamily(reused.familyId);
    return null;
  }

  /**
   * The account of an access token, with its current role, read in one query that also checks the token's session:
   * once the session ends (logout, reuse, a password reset), its access tokens stop working at once.
   */
  userOfLiveSession(userId: number, sessionId: string): Promise<User | null> {
    return this.sessions.manager
      .createQueryBuilder(User, 'user')
      .where('user.id = :userId', { userId })
      .andWhere(
        'EXISTS (SELECT 1 FROM refresh_sessions live WHERE live.familyId = :sessionId AND live.userId = user.id AND live.revokedAt IS NULL AND live.expiresAt > :now)',
        { sessionId, now: new Date() },
      )
      .getOne();
  }

  /** The session of a refresh token, if the token is known (for logout: the access tokens of that session end). */
  async sessionOf(token: string): Promise<string | null> {
    return (await this.sessions.findOneBy({ tokenHash: hashOf(token) }))?.familyId ?? null;
  }

  /** Logout: the family of this token can no longer be refreshed. Unknown tokens are ignored. */
  async revoke(token: string): Promise<void> {
    const session = await this.sessions.findOneBy({ tokenHash: hashOf(token) });
    if (session) await this.revokeFamily(session.familyId);
  }

  /**
   * Ends every session of the account (a password reset): none of its tokens refreshes any more. Called inside the
   * transaction that sets the new password, it joins it (on MySQL/MariaDB the injected repository would run on
   * another pooled connection: outside it, and waiting on the row locks it holds).
   */
  async revokeAllForUser(userId: number): Promise<void> {
    await this.database.transaction((manager) => manager.update(RefreshSession, { userId, revokedAt: IsNull() }, { revokedAt: new Date() }));
  }

  /**
   * Ends every session of the account but `keptSessionId` (a password change keeps the session that made it); joins
   * the caller's transaction, as revokeAllForUser does.
   */
  async revokeOthersForUser(userId: number, keptSessionId: string): Promise<void> {
    await this.database.transaction((manager) =>
      manager.update(RefreshSession, { userId, familyId: Not(keptSessionId), revokedAt: IsNull() }, { revokedAt: new Date() }),
    );
  }

  private async issue(manager: EntityManager, userId: number, familyId: string, keepLoggedIn: boolean): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    await manager.insert(RefreshSession, { userId, familyId, tokenHash: hashOf(token), keepLoggedIn, expiresAt, usedAt: null, revokedAt: null });
    return token;
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.sessions.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
