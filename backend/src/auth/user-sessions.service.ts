import { SESSION_MESSAGES, type SessionsEnded, startOfHour, UNKNOWN_DEVICE, type UserSession } from '@blood-donation/domain';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Database } from '../database/database.service';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import type { RefreshSession } from './refresh-session.entity';
import { RefreshSessionRepository } from './refresh-session.repository';

/** A session's last use from its rows: the latest kept hour, or (rows from before it was kept) the hour its newest row was made. */
function lastUsedOf(rows: RefreshSession[]): Date {
  const times = rows.map((row) => row.lastUsedAt ?? startOfHour(row.createdAt));
  return new Date(Math.max(...times.map((time) => time.getTime())));
}

/** Rows grouped by session (familyId), in the order each session first appears. */
function bySession(rows: RefreshSession[]): Map<string, RefreshSession[]> {
  const families = new Map<string, RefreshSession[]>();
  for (const row of rows) families.set(row.familyId, [...(families.get(row.familyId) ?? []), row]);
  return families;
}

/**
 * The account holder's own live sessions (GET, DELETE /api/user/sessions): where they are logged in, and ending any
 * other. As at Google and GitHub, the session of this device is not ended from the list: that is logging out
 * (POST /api/auth/logout, which also clears its cookie).
 */
@Injectable()
export class UserSessionsService {
  constructor(
    private readonly sessions: RefreshSessionRepository,
    private readonly database: Database,
  ) {}

  /** Live sessions only (neither revoked nor expired): this device's first, then the most recently used. */
  async listOf(userId: number, currentSessionId: string): Promise<UserSession[]> {
    const families = bySession(await this.sessions.liveOf(userId, new Date()));
    return [...families]
      .map(([id, rows]) => ({ id, device: rows[rows.length - 1].device ?? UNKNOWN_DEVICE, lastUsedAt: lastUsedOf(rows).toISOString(), current: id === currentSessionId }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
  }

  /** Ends another live session of the account: its access tokens stop working at once and it can no longer refresh. */
  async end(userId: number, currentSessionId: string, sessionId: string): Promise<void> {
    if (sessionId === currentSessionId) throw new ValidationFailedException({ id: [SESSION_MESSAGES.isCurrent] });
    const now = new Date();
    const ended = await this.database.transaction(async () => {
      if (!(await this.sessions.isLiveOf(userId, sessionId, now))) return false;
      await this.sessions.revokeFamiliesOf(userId, [sessionId], now);
      return true;
    });
    if (!ended) throw new NotFoundException(SESSION_MESSAGES.notFound);
  }

  /** Ends every live session of the account but this device's; answers how many. */
  endOthers(userId: number, currentSessionId: string): Promise<SessionsEnded> {
    const now = new Date();
    return this.database.transaction(async () => {
      const others = [...bySession(await this.sessions.liveOf(userId, now)).keys()].filter((id) => id !== currentSessionId);
      await this.sessions.revokeFamiliesOf(userId, others, now);
      return { ended: others.length };
    });
  }
}
