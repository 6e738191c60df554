import { ConflictException, Injectable } from '@nestjs/common';
import { ConsentRepository } from '../consents/consent.repository';
import { Database } from '../database/database.service';
import { isDuplicateKey } from '../database/dialect';
import { REGISTRATION_SUCCESS_MESSAGE, RegistrationResultDto } from './dto/registration-result.dto';
import { RegisterUserDto } from './dto/register-user.dto';
import { UserProfileDto } from './dto/user-profile.dto';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { UserRepository } from './user.repository';
import { USER_MESSAGES } from './users.messages';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UserRepository,
    private readonly passwords: PasswordHasher,
    private readonly database: Database,
    private readonly consents: ConsentRepository,
  ) {}

  /**
   * New donor account; the role is always 'user', whatever the body says. Registering is agreeing to the account
   * consent that the form shows beside its button: it is recorded with the account, in the same transaction.
   */
  async register(form: RegisterUserDto): Promise<RegistrationResultDto> {
    const { username, email, age, bloodGroup, gender, mobile } = form;
    if (await this.users.emailTaken(email)) throw new ConflictException(USER_MESSAGES.emailTaken);
    const passwordHash = await this.passwords.hash(form.password);
    try {
      await this.database.transaction(async () => {
        const userId = await this.users.insert({ username, email, age, bloodGroup, gender, mobile, role: 'user', passwordHash });
        await this.consents.give({ userId }, 'account');
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(USER_MESSAGES.emailTaken);
      throw error;
    }
    return { message: REGISTRATION_SUCCESS_MESSAGE, email, username };
  }

  findById(id: number): Promise<User | null> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  /** Stores a new hash of the same password (a stronger kind or cost), keeping the account otherwise as it is. */
  async replacePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.users.setPasswordHash(id, passwordHash);
  }

  profile(user: User): UserProfileDto {
    return UserProfileDto.from(user);
  }
}
