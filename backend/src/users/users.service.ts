import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import { fetchPage, whereContains } from '../admin-lists/admin-list-query';
import { fetchForExport } from '../admin-lists/csv-export';
import { ADMIN_USERS_SPEC, type AdminUsersQuery } from './admin-users-query';
import { REGISTRATION_SUCCESS_MESSAGE, RegistrationResultDto } from './dto/registration-result.dto';
import { RegisterUserDto } from './dto/register-user.dto';
import { UserListItemDto } from './dto/user-list-item.dto';
import { UserProfileDto } from './dto/user-profile.dto';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { USER_MESSAGES } from './users.messages';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
  ) {}

  /** New donor account; the role is always 'user', whatever the body says. */
  async register(form: RegisterUserDto): Promise<RegistrationResultDto> {
    const { username, email, age, bloodGroup, gender, mobile } = form;
    if (await this.users.existsBy({ email })) throw new ConflictException(USER_MESSAGES.emailTaken);
    const user = this.users.create({ username, email, age, bloodGroup, gender, mobile, role: 'user' });
    user.passwordHash = await this.passwords.hash(form.password);
    try {
      await this.users.insert(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(USER_MESSAGES.emailTaken);
      throw error;
    }
    return { message: REGISTRATION_SUCCESS_MESSAGE, email, username };
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  profile(user: User): UserProfileDto {
    return UserProfileDto.from(user);
  }

  async list(): Promise<UserListItemDto[]> {
    const users = await this.users.find({ order: { id: 'ASC' } });
    return users.map((user) => UserListItemDto.from(user));
  }

  /** One page of the admin list: filtered, sorted and cut in SQL (parameters only), with the total of matching rows. */
  async page(query: AdminUsersQuery): Promise<{ rows: UserListItemDto[]; total: number }> {
    const { rows, total } = await fetchPage(this.filtered(query), ADMIN_USERS_SPEC, query);
    return { rows: rows.map((user) => UserListItemDto.from(user)), total };
  }

  /** The accounts matching the filter of `query`, unsorted and uncut. */
  filtered(query: Pick<AdminUsersQuery, 'filter'>): SelectQueryBuilder<User> {
    const { filter } = query;
    const builder = this.users.createQueryBuilder('user');
    if (filter.q) whereContains(builder, ['user.username', 'user.email'], filter.q);
    if (filter.bloodGroup) builder.andWhere('user.bloodGroup = :bloodGroup', { bloodGroup: filter.bloodGroup });
    if (filter.role) builder.andWhere('user.role = :role', { role: filter.role });
    return builder;
  }

  /** Every row of the admin list's sort and filter, for the CSV export (at most EXPORT_MAX_ROWS). */
  async exportAll(query: AdminUsersQuery): Promise<UserListItemDto[]> {
    return (await fetchForExport(this.filtered(query), ADMIN_USERS_SPEC, query)).map((user) => UserListItemDto.from(user));
  }

  async getForAdmin(id: number): Promise<UserListItemDto> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
    return UserListItemDto.from(user);
  }
}
