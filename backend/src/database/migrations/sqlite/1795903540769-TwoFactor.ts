import { MigrationInterface, QueryRunner } from 'typeorm';

export class TwoFactor1795903540769 implements MigrationInterface {
  name = 'TwoFactor1795903540769';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "totp_factors" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "sealedSecret" varchar(255) NOT NULL, "confirmedAt" datetime, "lastTimeStep" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "REL_ec87d7f0add5de08a0ddca7d41" UNIQUE ("userId"))`);
    await queryRunner.query(`CREATE TABLE "recovery_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "codeHash" varchar(64) NOT NULL, "usedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8ee959087728f17dac81cb93dd" ON "recovery_codes" ("userId", "codeHash") `);
    await queryRunner.query(`DROP INDEX "IDX_7456184993049cee6e5b3df722"`);
    await queryRunner.query(`CREATE TABLE "temporary_refresh_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "familyId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "keepLoggedIn" boolean NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "revokedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "device" varchar(100), "lastUsedAt" datetime, "secondFactorAt" datetime, CONSTRAINT "UQ_2cc521fed1a42c97ac78b1ffb68" UNIQUE ("tokenHash"), CONSTRAINT "FK_78744bff965517952df6c02da76" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_refresh_sessions"("id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt", "device", "lastUsedAt") SELECT "id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt", "device", "lastUsedAt" FROM "refresh_sessions"`);
    await queryRunner.query(`DROP TABLE "refresh_sessions"`);
    await queryRunner.query(`ALTER TABLE "temporary_refresh_sessions" RENAME TO "refresh_sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_7456184993049cee6e5b3df722" ON "refresh_sessions" ("familyId") `);
    await queryRunner.query(`CREATE TABLE "temporary_totp_factors" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "sealedSecret" varchar(255) NOT NULL, "confirmedAt" datetime, "lastTimeStep" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "REL_ec87d7f0add5de08a0ddca7d41" UNIQUE ("userId"), CONSTRAINT "FK_ec87d7f0add5de08a0ddca7d41e" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_totp_factors"("id", "userId", "sealedSecret", "confirmedAt", "lastTimeStep", "createdAt") SELECT "id", "userId", "sealedSecret", "confirmedAt", "lastTimeStep", "createdAt" FROM "totp_factors"`);
    await queryRunner.query(`DROP TABLE "totp_factors"`);
    await queryRunner.query(`ALTER TABLE "temporary_totp_factors" RENAME TO "totp_factors"`);
    await queryRunner.query(`DROP INDEX "IDX_8ee959087728f17dac81cb93dd"`);
    await queryRunner.query(`CREATE TABLE "temporary_recovery_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "codeHash" varchar(64) NOT NULL, "usedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_5ab5f51b1ca8fcc0073d76fd3d9" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_recovery_codes"("id", "userId", "codeHash", "usedAt", "createdAt") SELECT "id", "userId", "codeHash", "usedAt", "createdAt" FROM "recovery_codes"`);
    await queryRunner.query(`DROP TABLE "recovery_codes"`);
    await queryRunner.query(`ALTER TABLE "temporary_recovery_codes" RENAME TO "recovery_codes"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8ee959087728f17dac81cb93dd" ON "recovery_codes" ("userId", "codeHash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_8ee959087728f17dac81cb93dd"`);
    await queryRunner.query(`ALTER TABLE "recovery_codes" RENAME TO "temporary_recovery_codes"`);
    await queryRunner.query(`CREATE TABLE "recovery_codes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "codeHash" varchar(64) NOT NULL, "usedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "recovery_codes"("id", "userId", "codeHash", "usedAt", "createdAt") SELECT "id", "userId", "codeHash", "usedAt", "createdAt" FROM "temporary_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "temporary_recovery_codes"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8ee959087728f17dac81cb93dd" ON "recovery_codes" ("userId", "codeHash") `);
    await queryRunner.query(`ALTER TABLE "totp_factors" RENAME TO "temporary_totp_factors"`);
    await queryRunner.query(`CREATE TABLE "totp_factors" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "sealedSecret" varchar(255) NOT NULL, "confirmedAt" datetime, "lastTimeStep" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "REL_ec87d7f0add5de08a0ddca7d41" UNIQUE ("userId"))`);
    await queryRunner.query(`INSERT INTO "totp_factors"("id", "userId", "sealedSecret", "confirmedAt", "lastTimeStep", "createdAt") SELECT "id", "userId", "sealedSecret", "confirmedAt", "lastTimeStep", "createdAt" FROM "temporary_totp_factors"`);
    await queryRunner.query(`DROP TABLE "temporary_totp_factors"`);
    await queryRunner.query(`DROP INDEX "IDX_7456184993049cee6e5b3df722"`);
    await queryRunner.query(`ALTER TABLE "refresh_sessions" RENAME TO "temporary_refresh_sessions"`);
    await queryRunner.query(`CREATE TABLE "refresh_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "familyId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "keepLoggedIn" boolean NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "revokedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "device" varchar(100), "lastUsedAt" datetime, CONSTRAINT "UQ_2cc521fed1a42c97ac78b1ffb68" UNIQUE ("tokenHash"), CONSTRAINT "FK_78744bff965517952df6c02da76" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "refresh_sessions"("id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt", "device", "lastUsedAt") SELECT "id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt", "device", "lastUsedAt" FROM "temporary_refresh_sessions"`);
    await queryRunner.query(`DROP TABLE "temporary_refresh_sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_7456184993049cee6e5b3df722" ON "refresh_sessions" ("familyId") `);
    await queryRunner.query(`DROP INDEX "IDX_8ee959087728f17dac81cb93dd"`);
    await queryRunner.query(`DROP TABLE "recovery_codes"`);
    await queryRunner.query(`DROP TABLE "totp_factors"`);
  }
}
