import { userProfileSchema, type UserProfile } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { User } from '../user.entity';

/** What GET /api/user/me returns: the account without its password hash. */
export class UserProfileDto extends createZodDto(userProfileSchema) {
  static from(user: User): UserProfile {
    const { id, username, email, age, bloodGroup, gender, mobile, role } = user;
    return { id, username, email, age, bloodGroup, gender, mobile, role } as UserProfile;
  }
}
