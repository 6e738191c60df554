import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import type { Settings } from '../config/settings';
import { DEFAULT_ADMIN_EMAIL } from '../config/settings.definitions';
import { InjectSettings } from '../config/settings.provider';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';

/** On the first start (no users at all) creates the superAdmin from ADMIN_* or with a generated password. */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    @InjectSettings() private readonly settings: Settings,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const { username, email = DEFAULT_ADMIN_EMAIL, password: given } = this.settings.admin;
    const password = given ?? randomBytes(18).toString('base64url');
    const admin = this.users.create({ username, email, role: 'superAdmin', passwordHash: await this.passwords.hash(password) });
    await this.users.insert(admin);
    this.logger.log(`Created the superAdmin account ${email}`);
    if (!given) printCredentials(email, password);
  }
}

function printCredentials(email: string, password: string): void {
  const lines = [
    'First start: a superAdmin account was created.',
    `  email:    ${email}`,
    `  password: ${password}`,
    'This is shown only once. Log in and keep it somewhere safe.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  process.stdout.write(`\n${rule}\n${lines.map((line) => `| ${line.padEnd(width)} |`).join('\n')}\n${rule}\n\n`);
}
