import { BLOOD_GROUPS, REGISTRATION_GENDERS, ROLES, type Role } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { User } from '../user.entity';

/** What GET /api/user/me returns: the account without its password hash. */
export class UserProfileDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ example: 'alice' })
  username: string;

  @ApiProperty({ example: 'alice@example.com' })
  email: string;

  @ApiProperty({ type: 'integer', nullable: true, example: 30 })
  age: number | null;

  @ApiProperty({ enum: BLOOD_GROUPS, enumName: 'BloodGroup', nullable: true, example: 'O+' })
  bloodGroup: string | null;

  @ApiProperty({ enum: REGISTRATION_GENDERS, enumName: 'RegistrationGender', nullable: true, example: 'female' })
  gender: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '9876543210' })
  mobile: string | null;

  @ApiProperty({ enum: ROLES, enumName: 'Role', example: 'user' })
  role: Role;

  static from(user: User): UserProfileDto {
    const { id, username, email, age, bloodGroup, gender, mobile, role } = user;
    return { id, username, email, age, bloodGroup, gender, mobile, role };
  }
}
