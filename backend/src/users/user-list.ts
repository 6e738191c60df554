import { BLOOD_GROUPS, ROLES } from '@blood-donation/domain';
import { csvFields, defineList } from '../lists/list-definition';
import { FILTERS } from '../lists/list-filters';
import { UserListItemDto } from './dto/user-list-item.dto';
import { User } from './user.entity';
import { USER_MESSAGES } from './users.messages';

/** Accounts: GET /api/admin/users (and its export) and /api/admin/userlist. Never a password hash. */
export const USER_LIST = defineList({
  resource: 'users',
  entity: User,
  table: 'users',
  alias: 'user',
  sorts: { username: 'username', email: 'email', age: 'age', bloodGroup: 'bloodGroup', gender: 'gender', role: 'role', createdAt: 'createdAt' },
  defaultSort: ['createdAt', 'DESC'],
  nullableSorts: ['age', 'bloodGroup', 'gender'],
  filters: {
    q: FILTERS.search('username or email'),
    bloodGroup: FILTERS.oneOf('bloodGroup', BLOOD_GROUPS, 'c1'),
    role: FILTERS.oneOf('role', ROLES, 'c2'),
  },
  searchWords: (user: User) => [user.username, user.email],
  toRow: (user: User) => UserListItemDto.from(user),
  csv: csvFields<UserListItemDto, keyof UserListItemDto>('id', 'username', 'email', 'age', 'bloodGroup', 'gender', 'mobile', 'role', 'createdAt'),
  notFound: USER_MESSAGES.notFound,
  docs: { summary: 'One page of accounts', rowType: UserListItemDto, filterExample: '{"q":"anna","bloodGroup":"A+","role":"user"}', sortExample: '["username","ASC"]' },
});
