import { AccountRoleChanged } from '../access/account-role-changed.event';
import { OnEvent } from '@nestjs/event-emitter';
import { SecondFactorAdded } from '../access/second-factor-added.event';
import { DAY_MS, startOfHour } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';
import { RefreshSessionRepository } from './refresh-session.repository';


/** A refresh token issued for a session (a login): the session's id rides in its access tokens. */
export interface IssuedSession {
  token: string;
  sessionId: string;
}

export interface RotatedSession extends IssuedSession {
  user: User;
  keepLoggedIn: boolean;
  /** When the session proved a second factor, if it has. */
  secondFactorAt: Date | null;
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
    private readonly sessions: RefreshSessionRepository,
    private readonly database: Database,
  ) {}

  get ttlSeconds(): number {
    return (this.settings.refreshTokenTtlDays * DAY_MS) / 1000;
  }

  /**
   * A new session (token family) for a login on `device` (its label, never the user agent); returns its first token.
   * Expired tokens of the user are cleared on the way.
   */
  async start(user: User, keepLoggedIn: boolean, device: string, secondFactorAt: Date | null = null): Promise<IssuedSession> {
    await this.sessions.deleteExpiredOf(user.id);
    const sessionId = randomUUID();
    return { token: await this.issue({ userId: user.id, familyId: sessionId, keepLoggedIn, device, secondFactorAt }), sessionId };
  }

  /** Whether the account has logged in before (any session, within the refresh token lifetime). */
  loggedInBefore(userId: number): Promise<boolean> {
    return this.sessions.anyOf(userId);
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
    const rotated = await this.database.transaction(async () => {
      const consumed = await this.sessions.consume(tokenHash, now);
      const graced = !consumed && (await this.sessions.usedSince(tokenHash, new Date(now.getTime() - REFRESH_GRACE_MS), now));
      if (!consumed && !graced) return null;
      const { user, userId, familyId, keepLoggedIn, device, secondFactorAt } = await this.sessions.withUser(tokenHash);
      return { user, token: await this.issue({ userId, familyId, keepLoggedIn, device, secondFactorAt }), sessionId: familyId, keepLoggedIn, secondFactorAt };
    });
    if (rotated) return rotated;
    const reused = await this.sessions.findUsedOfOpenSession(tokenHash);
    if (reused) await this.sessions.revokeFamily(reused.familyId);
    return null;
  }

  /** The session of a refresh token, if the token is known (for logout: the access tokens of that session end). */
  async sessionOf(token: string): Promise<string | null> {
    return (await this.sessions.findByTokenHash(hashOf(token)))?.familyId ?? null;
  }

  /** Logout: the family of this token can no longer be refreshed. Unknown tokens are ignored. */
  async revoke(token: string): Promise<void> {
    const session = await this.sessions.findByTokenHash(hashOf(token));
    if (session) await this.sessions.revokeFamily(session.familyId);
  }

  /**
   * Ends every session of the account (a password reset): none of its tokens refreshes any more. Called inside the
   * transaction that sets the new password, it joins it.
   */
  async revokeAllForUser(userId: number): Promise<void> {
    await this.sessions.revokeAllOf(userId);
  }

  /**
   * Ends every session of the account but `keptSessionId` (a password change keeps the session that made it); joins
   * the caller's transaction, as revokeAllForUser does.
   */
  async revokeOthersForUser(userId: number, keptSessionId: string): Promise<void> {
    await this.sessions.revokeAllOf(userId, keptSessionId);
  }

  /** Records that the session proved a second factor now (a step-up): dangerous actions are open to it for STEP_UP_MINUTES. */
  markSecondFactor(sessionId: string, at: Date): Promise<void> {
    return this.sessions.markSecondFactor(sessionId, at);
  }

  /** When the session last proved a second factor; null if never (or it is not live). */
  /** A changed role ends every session of the account, in the transaction that changed it. */
  @OnEvent(AccountRoleChanged.topic, { suppressErrors: false })
  async onRoleChanged(event: AccountRoleChanged): Promise<void> {
    await this.sessions.revokeAllOf(event.userId);
  }

  /** A session that adds a second factor has proved one, if it had not (SecondFactorAdded). */
  @OnEvent(SecondFactorAdded.topic, { suppressErrors: false })
  async onSecondFactorAdded(event: SecondFactorAdded): Promise<void> {
    await this.sessions.markSecondFactorIfUnproved(event.sessionId, new Date());
  }

  secondFactorAtOf(sessionId: string): Promise<Date | null> {
    return this.sessions.secondFactorAtOf(sessionId, new Date());
  }

  /** The next token of a session: it carries the session's device and second factor on, and the hour it is issued in as its last use. */
  private async issue(session: { userId: number; familyId: string; keepLoggedIn: boolean; device: string | null; secondFactorAt: Date | null }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    await this.sessions.insert({ ...session, tokenHash: hashOf(token), expiresAt, lastUsedAt: startOfHour(now) });
    return token;
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
