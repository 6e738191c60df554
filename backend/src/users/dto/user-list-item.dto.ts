import { BLOOD_GROUPS } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { User } from '../user.entity';
import { UserProfileDto } from './user-profile.dto';

/** One row of the admin user list; it also carries the lower-case bloodgroup the admin screen reads. */
export class UserListItemDto extends UserProfileDto {
  @ApiProperty({ enum: BLOOD_GROUPS, enumName: 'BloodGroup', nullable: true, example: 'O+', description: 'Same as bloodGroup (the admin list reads this name).' })
  bloodgroup: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: Date;

  static from(user: User): UserListItemDto {
    return { ...UserProfileDto.from(user), bloodgroup: user.bloodGroup, createdAt: user.createdAt };
  }
}
