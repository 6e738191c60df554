import { MigrationInterface, QueryRunner } from 'typeorm';

/** Rebuilding the users table dropped its triggers (see AdminListIndexes): the same ones again. */
const USERS_TRIGGERS = [
  `CREATE TRIGGER users_counts_insert AFTER INSERT ON users BEGIN INSERT INTO list_counts (tableName, c1, c2, total) VALUES ('users', COALESCE(NEW.bloodGroup, ''), NEW.role, 1) ON CONFLICT (tableName, c1, c2) DO UPDATE SET total = total + 1; END`,
  `CREATE TRIGGER users_after_delete AFTER DELETE ON users BEGIN UPDATE list_counts SET total = total - 1 WHERE tableName = 'users' AND c1 = COALESCE(OLD.bloodGroup, '') AND c2 = OLD.role; DELETE FROM search_words WHERE tableName = 'users' AND rowId = OLD.id; END`,
  `CREATE TRIGGER users_counts_update AFTER UPDATE ON users WHEN COALESCE(OLD.bloodGroup, '') IS NOT COALESCE(NEW.bloodGroup, '') OR OLD.role IS NOT NEW.role BEGIN UPDATE list_counts SET total = total - 1 WHERE tableName = 'users' AND c1 = COALESCE(OLD.bloodGroup, '') AND c2 = OLD.role; INSERT INTO list_counts (tableName, c1, c2, total) VALUES ('users', COALESCE(NEW.bloodGroup, ''), NEW.role, 1) ON CONFLICT (tableName, c1, c2) DO UPDATE SET total = total + 1; END`,
];

export class ArgonPasswordHashes1795474245902 implements MigrationInterface {
  name = 'ArgonPasswordHashes1795474245902';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_16f6cb1674a934b41b915a46ae"`);
    await queryRunner.query(`DROP INDEX "IDX_fd3dbd591a0b251cc5a20fc42d"`);
    await queryRunner.query(`DROP INDEX "IDX_b65e8531e2fa36366ba677d89b"`);
    await queryRunner.query(`DROP INDEX "IDX_7fc7be0985c48fa965c80fc877"`);
    await queryRunner.query(`DROP INDEX "IDX_f8a3754f51a266a160e71d261f"`);
    await queryRunner.query(`DROP INDEX "IDX_603379383366b71239acc25e26"`);
    await queryRunner.query(`DROP INDEX "IDX_40d5a0debd60d68150e598bc0b"`);
    await queryRunner.query(`DROP INDEX "IDX_95aff6e828e3bb7395ed4d172b"`);
    await queryRunner.query(`CREATE TABLE "temporary_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(50) NOT NULL, "email" varchar(254) NOT NULL, "age" integer, "bloodGroup" varchar(3), "gender" varchar(10), "mobile" varchar(20), "passwordHash" varchar(255) NOT NULL, "role" varchar(20) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"))`);
    await queryRunner.query(`INSERT INTO "temporary_users"("id", "username", "email", "age", "bloodGroup", "gender", "mobile", "passwordHash", "role", "createdAt", "updatedAt") SELECT "id", "username", "email", "age", "bloodGroup", "gender", "mobile", "passwordHash", "role", "createdAt", "updatedAt" FROM "users"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`CREATE INDEX "IDX_16f6cb1674a934b41b915a46ae" ON "users" ("username", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_fd3dbd591a0b251cc5a20fc42d" ON "users" ("age", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b65e8531e2fa36366ba677d89b" ON "users" ("bloodGroup", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7fc7be0985c48fa965c80fc877" ON "users" ("gender", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f8a3754f51a266a160e71d261f" ON "users" ("role", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_603379383366b71239acc25e26" ON "users" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_40d5a0debd60d68150e598bc0b" ON "users" ("bloodGroup", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_95aff6e828e3bb7395ed4d172b" ON "users" ("role", "createdAt", "id") `);
    for (const trigger of USERS_TRIGGERS) await queryRunner.query(trigger);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_95aff6e828e3bb7395ed4d172b"`);
    await queryRunner.query(`DROP INDEX "IDX_40d5a0debd60d68150e598bc0b"`);
    await queryRunner.query(`DROP INDEX "IDX_603379383366b71239acc25e26"`);
    await queryRunner.query(`DROP INDEX "IDX_f8a3754f51a266a160e71d261f"`);
    await queryRunner.query(`DROP INDEX "IDX_7fc7be0985c48fa965c80fc877"`);
    await queryRunner.query(`DROP INDEX "IDX_b65e8531e2fa36366ba677d89b"`);
    await queryRunner.query(`DROP INDEX "IDX_fd3dbd591a0b251cc5a20fc42d"`);
    await queryRunner.query(`DROP INDEX "IDX_16f6cb1674a934b41b915a46ae"`);
    await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
    await queryRunner.query(`CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(50) NOT NULL, "email" varchar(254) NOT NULL, "age" integer, "bloodGroup" varchar(3), "gender" varchar(10), "mobile" varchar(20), "passwordHash" varchar(60) NOT NULL, "role" varchar(20) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"))`);
    await queryRunner.query(`INSERT INTO "users"("id", "username", "email", "age", "bloodGroup", "gender", "mobile", "passwordHash", "role", "createdAt", "updatedAt") SELECT "id", "username", "email", "age", "bloodGroup", "gender", "mobile", "passwordHash", "role", "createdAt", "updatedAt" FROM "temporary_users"`);
    await queryRunner.query(`DROP TABLE "temporary_users"`);
    await queryRunner.query(`CREATE INDEX "IDX_95aff6e828e3bb7395ed4d172b" ON "users" ("role", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_40d5a0debd60d68150e598bc0b" ON "users" ("bloodGroup", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_603379383366b71239acc25e26" ON "users" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f8a3754f51a266a160e71d261f" ON "users" ("role", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7fc7be0985c48fa965c80fc877" ON "users" ("gender", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b65e8531e2fa36366ba677d89b" ON "users" ("bloodGroup", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_fd3dbd591a0b251cc5a20fc42d" ON "users" ("age", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_16f6cb1674a934b41b915a46ae" ON "users" ("username", "id") `);
    for (const trigger of USERS_TRIGGERS) await queryRunner.query(trigger);
  }
}
