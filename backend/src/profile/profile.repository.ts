import type { BloodGroup, ProfileUpdate } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { IsNull, LessThan, MoreThan } from 'typeorm';
import { Database } from '../database/database.service';
import { Donation } from '../donations/donation.entity';
import { User } from '../users/user.entity';
import { EmailChange } from './email-change.entity';

/** The account's own profile fields and its pending email changes. */
@Injectable()
export class ProfileRepository {
  constructor(private readonly database: Database) {}

  account(userId: number): Promise<User | null> {
    return this.database.manager.findOneBy(User, { id: userId });
  }

  /** Whether the account recorded a donation with this blood group. */
  hasDonationOf(userId: number, bloodGroup: BloodGroup): Promise<boolean> {
    return this.database.manager.existsBy(Donation, { userId, bloodGroup });
  }

  async update(userId: number, profile: Omit<Required<ProfileUpdate>, 'city'> & { city: string | null }): Promise<void> {
    const { username, mobile, bloodGroup, gender, age, city, contactChannel } = profile;
    await this.database.manager.update(User, { id: userId }, { username, mobile, bloodGroup, gender, age, availableCity: city, contactChannel });
  }

  emailTaken(email: string): Promise<boolean> {
    return this.database.manager.existsBy(User, { email });
  }

  /** A new pending change; the account's expired ones are cleared on the way. */
  async addEmailChange(userId: number, newEmail: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    const manager = this.database.manager;
    await manager.delete(EmailChange, { userId, expiresAt: LessThan(now) });
    await manager.insert(EmailChange, { userId, newEmail, tokenHash, expiresAt, usedAt: null, createdAt: now });
  }

  /** Uses up the unused, unexpired change of this token (and every other pending change of its account). */
  async useEmailChange(tokenHash: string, now: Date): Promise<EmailChange | null> {
    const manager = this.database.manager;
    const change = await manager.findOneBy(EmailChange, { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) });
    if (!change) return null;
    const { affected } = await manager.update(EmailChange, { id: change.id, usedAt: IsNull() }, { usedAt: now });
    if (affected !== 1) return null;
    await manager.update(EmailChange, { userId: change.userId, usedAt: IsNull() }, { usedAt: now });
    return change;
  }

  async setEmail(userId: number, email: string): Promise<void> {
    await this.database.manager.update(User, { id: userId }, { email });
  }
}
