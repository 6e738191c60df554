import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1795229365467 implements MigrationInterface {
  name = 'Foundation1795229365467';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(50) NOT NULL, "email" varchar(254) NOT NULL, "age" integer, "bloodGroup" varchar(3), "gender" varchar(10), "mobile" varchar(20), "passwordHash" varchar(60) NOT NULL, "role" varchar(20) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"))`);
    await queryRunner.query(`CREATE TABLE "refresh_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "familyId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "keepLoggedIn" boolean NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "revokedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_2cc521fed1a42c97ac78b1ffb68" UNIQUE ("tokenHash"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7456184993049cee6e5b3df722" ON "refresh_sessions" ("familyId") `);
    await queryRunner.query(`DROP INDEX "IDX_7456184993049cee6e5b3df722"`);
    await queryRunner.query(`CREATE TABLE "temporary_refresh_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "familyId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "keepLoggedIn" boolean NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "revokedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_2cc521fed1a42c97ac78b1ffb68" UNIQUE ("tokenHash"), CONSTRAINT "FK_78744bff965517952df6c02da76" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_refresh_sessions"("id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt") SELECT "id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt" FROM "refresh_sessions"`);
    await queryRunner.query(`DROP TABLE "refresh_sessions"`);
    await queryRunner.query(`ALTER TABLE "temporary_refresh_sessions" RENAME TO "refresh_sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_7456184993049cee6e5b3df722" ON "refresh_sessions" ("familyId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_7456184993049cee6e5b3df722"`);
    await queryRunner.query(`ALTER TABLE "refresh_sessions" RENAME TO "temporary_refresh_sessions"`);
    await queryRunner.query(`CREATE TABLE "refresh_sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "familyId" varchar(36) NOT NULL, "tokenHash" varchar(64) NOT NULL, "keepLoggedIn" boolean NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "revokedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_2cc521fed1a42c97ac78b1ffb68" UNIQUE ("tokenHash"))`);
    await queryRunner.query(`INSERT INTO "refresh_sessions"("id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt") SELECT "id", "userId", "familyId", "tokenHash", "keepLoggedIn", "expiresAt", "usedAt", "revokedAt", "createdAt" FROM "temporary_refresh_sessions"`);
    await queryRunner.query(`DROP TABLE "temporary_refresh_sessions"`);
    await queryRunner.query(`CREATE INDEX "IDX_7456184993049cee6e5b3df722" ON "refresh_sessions" ("familyId") `);
    await queryRunner.query(`DROP INDEX "IDX_7456184993049cee6e5b3df722"`);
    await queryRunner.query(`DROP TABLE "refresh_sessions"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
