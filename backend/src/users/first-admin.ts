import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Settings } from '../config/settings';
import { DEFAULT_ADMIN_EMAIL } from '../config/settings.definitions';
import { InjectSettings } from '../config/settings.provider';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

/** Where a generated first password is written (mode 0600), never to the log. */
export const FIRST_ADMIN_FILE = 'first-admin-credentials.txt';

/**
 * On the first start (no users at all) creates the superAdmin from ADMIN_* or with a generated password, written to
 * DATA_DIR/first-admin-credentials.txt for the operator. Two instances starting at once on one database both try;
 * the email is unique, so one creates it and the other finds it done.
 */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdmin');

  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly users: UserRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const { username, email = DEFAULT_ADMIN_EMAIL, password: given } = this.settings.admin;
    const password = given ?? randomBytes(18).toString('base64url');
    const admin = { username, email, role: 'superAdmin' as const, passwordHash: await this.passwords.hash(password) };
    // When another instance got there first, this one adds nothing.
    if (!(await this.users.insertUnlessTaken(admin))) return;
    if (given) {
      this.logger.log('Created the first superAdmin account from ADMIN_EMAIL and ADMIN_PASSWORD');
      return;
    }
    const file = join(this.settings.dataDir, FIRST_ADMIN_FILE);
    writeFileSync(file, `First superAdmin of the blood donation platform\nemail:    ${email}\npassword: ${password}\nLog in, keep it somewhere safe, then delete this file.\n`, { mode: 0o600 });
    this.logger.log(`Created the first superAdmin account; its generated credentials are in ${file} (readable by this user only)`);
  }
}
