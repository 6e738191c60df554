import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConsentRecords } from '../consents/consent-records';
import { Database } from '../database/database.service';
import { isUniqueViolation } from '../database/unique-violation';
import { REGISTRATION_SUCCESS_MESSAGE, RegistrationResultDto } from './dto/registration-result.dto';
import { RegisterUserDto } from './dto/register-user.dto';
import { UserProfileDto } from './dto/user-profile.dto';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { USER_MESSAGES } from './users.messages';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
    private readonly database: Database,
    private readonly consents: ConsentRecords,
  ) {}

  /**
   * New donor account; the role is always 'user', whatever the body says. Registering is agreeing to the account
   * consent that the form shows beside its button: it is recorded with the account, in the same transaction.
   */
  async register(form: RegisterUserDto): Promise<RegistrationResultDto> {
    const { username, email, age, bloodGroup, gender, mobile } = form;
    if (await this.users.existsBy({ email })) throw new ConflictException(USER_MESSAGES.emailTaken);
    const user = this.users.create({ username, email, age, bloodGroup, gender, mobile, role: 'user' });
    user.passwordHash = await this.passwords.hash(form.password);
    try {
      await this.database.transaction(async (manager) => {
        const { identifiers } = await manager.insert(User, user);
        await this.consents.give(manager, { userId: identifiers[0].id as number }, 'account');
      });
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

  /** Stores a new hash of the same password (a stronger kind or cost), keeping the account otherwise as it is. */
  async replacePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  profile(user: User): UserProfileDto {
    return UserProfileDto.from(user);
  }
}
