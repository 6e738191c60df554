import { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionDeviceAndLastUse1795870609973 implements MigrationInterface {
  name = 'SessionDeviceAndLastUse1795870609973';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_7456184993049cee6e5b3df722"`);
    await queryRunner.query(`CREATE TABLE "temporary_refresh_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "familyId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "keepLoggedIn" boolean NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "revokedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "device" varchar(100), "lastUsedAt" datetime, CONSTRAINT "UQ_2cc521fed1a42c97ac78b1ffb68" UNIQUE ("tokenHash"), CONSTRAINT "FK_78744bff965517952df6c02da76" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_refresh_sessions"("id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt") SELECT "id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt" FROM "refresh_sessions"`);
    await queryRunner.query(`DROP TABLE "refresh_sessions"`);
    await queryRunner.query(`ALTER TABLE "temporary_refresh_sessions" RENAME TO "refresh_sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_7456184993049cee6e5b3df722" ON "refresh_sessions" ("familyId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_7456184993049cee6e5b3df722"`);
    await queryRunner.query(`ALTER TABLE "refresh_sessions" RENAME TO "temporary_refresh_sessions"`);
    await queryRunner.query(`CREATE TABLE "refresh_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "familyId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "keepLoggedIn" boolean NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "revokedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_2cc521fed1a42c97ac78b1ffb68" UNIQUE ("tokenHash"), CONSTRAINT "FK_78744bff965517952df6c02da76" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "refresh_sessions"("id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt") SELECT "id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt" FROM "temporary_refresh_sessions"`);
    await queryRunner.query(`DROP TABLE "temporary_refresh_sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_7456184993049cee6e5b3df722" ON "refresh_sessions" ("familyId") `);
  }
}
