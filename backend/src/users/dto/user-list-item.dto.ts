import { userListItemSchema, type UserListItem } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { User } from '../user.entity';
import { UserProfileDto } from './user-profile.dto';

/** One row of the admin user list; it also carries the lower-case bloodgroup the admin screen reads. */
export class UserListItemDto extends createZodDto(userListItemSchema) {
  static from(user: User): UserListItem {
    return { ...UserProfileDto.from(user), bloodgroup: user.bloodGroup, createdAt: user.createdAt.toISOString() } as UserListItem;
  }
}
