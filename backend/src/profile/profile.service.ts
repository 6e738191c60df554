import type { MyProfile } from '@blood-donation/domain';
import { Injectable, Logger } from '@nestjs/common';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';
import { ProfileUpdateDto } from './dto/profile.dto';
import { ProfileRepository } from './profile.repository';

/** The donor's own profile: what they gave at registration, their city and how they are asked. */
@Injectable()
export class ProfileService {
  private readonly logger = new Logger('Profile');

  constructor(
    private readonly profiles: ProfileRepository,
    private readonly database: Database,
  ) {}

  async profileOf(user: User): Promise<MyProfile> {
    const { id, username, email, age, gender, mobile, role, availableCity, contactChannel } = user;
    const bloodGroup = user.bloodGroup as MyProfile['bloodGroup'];
    const bloodGroupConfirmed = bloodGroup !== null && (await this.profiles.hasDonationOf(id, bloodGroup));
    return { id, username, email, age, bloodGroup, bloodGroupConfirmed, gender: gender as MyProfile['gender'], mobile, role, city: availableCity, contactChannel };
  }

  async update(user: User, profile: ProfileUpdateDto): Promise<MyProfile> {
    const updated = await this.database.transaction(async () => {
      await this.profiles.update(user.id, { ...profile, city: profile.city ?? null });
      return this.profiles.account(user.id);
    });
    this.logger.log(`Profile of account ${user.id} updated`);
    return this.profileOf(updated ?? user);
  }
}
