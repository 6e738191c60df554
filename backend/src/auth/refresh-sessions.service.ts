import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IsNull, LessThan, Repository } from 'typeorm';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { User } from '../users/user.entity';
import { RefreshSession } from './refresh-session.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RotatedSession {
  user: User;
  token: string;
  keepLoggedIn: boolean;
}

/** Refresh tokens: one family per login, rotated on every use; a token used twice revokes its whole family. */
@Injectable()
export class RefreshSessionsService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    @InjectRepository(RefreshSession) private readonly sessions: Repository<RefreshSession>,
  ) {}

  get ttlSeconds(): number {
    return (this.settings.refreshTokenTtlDays * DAY_MS) / 1000;
  }

  /** A new family for a login; returns its first token. Expired tokens of the user are cleared on the way. */
  async start(user: User, keepLoggedIn: boolean): Promise<string> {
    await this.sessions.delete({ userId: user.id, expiresAt: LessThan(new Date()) });
    return this.issue(user.id, randomUUID(), keepLoggedIn);
  }

  /** Exchanges a valid token for the next one of its family; null when it is unknown, expired, revoked or reused. */
  async rotate(token: string): Promise<RotatedSession | null> {
    const session = await this.sessions.findOne({ where: { tokenHash: hashOf(token) }, relations: { user: true } });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
    if (session.usedAt || !(await this.markUsed(session))) {
      await this.revokeFamily(session.familyId);
      return null;
    }
    const { user, userId, familyId, keepLoggedIn } = session;
    return { user, token: await this.issue(userId, familyId, keepLoggedIn), keepLoggedIn };
  }

  /** Logout: the family of this token can no longer be refreshed. Unknown tokens are ignored. */
  async revoke(token: string): Promise<void> {
    const session = await this.sessions.findOneBy({ tokenHash: hashOf(token) });
    if (session) await this.revokeFamily(session.familyId);
  }

  private async issue(userId: number, familyId: string, keepLoggedIn: boolean): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    await this.sessions.insert({ userId, familyId, tokenHash: hashOf(token), keepLoggedIn, expiresAt, usedAt: null, revokedAt: null });
    return token;
  }

  /** False when a concurrent refresh used the token first: that counts as reuse. */
  private async markUsed(session: RefreshSession): Promise<boolean> {
    const result = await this.sessions.update({ id: session.id, usedAt: IsNull() }, { usedAt: new Date() });
    return result.affected === 1;
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.sessions.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
