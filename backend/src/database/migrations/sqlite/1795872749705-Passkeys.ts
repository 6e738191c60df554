import { MigrationInterface, QueryRunner } from 'typeorm';

export class Passkeys1795872749705 implements MigrationInterface {
  name = 'Passkeys1795872749705';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "webauthn_challenges" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "challengeHash" varchar(64) NOT NULL, "purpose" varchar(16) NOT NULL, "userId" integer, "expiresAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2150bf20f11f4efb94a598e362" ON "webauthn_challenges" ("challengeHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_23d1a33c72a062bb86f50f26b4" ON "webauthn_challenges" ("expiresAt") `);
    await queryRunner.query(`CREATE TABLE "passkeys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "credentialId" varchar(255) NOT NULL, "publicKey" text NOT NULL, "counter" bigint NOT NULL, "transports" text NOT NULL, "deviceType" varchar(16) NOT NULL, "backedUp" boolean NOT NULL, "name" varchar(60) NOT NULL, "createdAt" datetime(3) NOT NULL, "lastUsedAt" datetime(3))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fca092c48965a076c32c58f3b0" ON "passkeys" ("credentialId") `);
    await queryRunner.query(`CREATE INDEX "IDX_d609b5739290d55188aef15e81" ON "passkeys" ("userId", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_2150bf20f11f4efb94a598e362"`);
    await queryRunner.query(`DROP INDEX "IDX_23d1a33c72a062bb86f50f26b4"`);
    await queryRunner.query(`CREATE TABLE "temporary_webauthn_challenges" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "challengeHash" varchar(64) NOT NULL, "purpose" varchar(16) NOT NULL, "userId" integer, "expiresAt" datetime(3) NOT NULL, CONSTRAINT "FK_64dc3478683b21e8b8879868713" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_webauthn_challenges"("id", "challengeHash", "purpose", "userId", "expiresAt") SELECT "id", "challengeHash", "purpose", "userId", "expiresAt" FROM "webauthn_challenges"`);
    await queryRunner.query(`DROP TABLE "webauthn_challenges"`);
    await queryRunner.query(`ALTER TABLE "temporary_webauthn_challenges" RENAME TO "webauthn_challenges"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2150bf20f11f4efb94a598e362" ON "webauthn_challenges" ("challengeHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_23d1a33c72a062bb86f50f26b4" ON "webauthn_challenges" ("expiresAt") `);
    await queryRunner.query(`DROP INDEX "IDX_fca092c48965a076c32c58f3b0"`);
    await queryRunner.query(`DROP INDEX "IDX_d609b5739290d55188aef15e81"`);
    await queryRunner.query(`CREATE TABLE "temporary_passkeys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "credentialId" varchar(255) NOT NULL, "publicKey" text NOT NULL, "counter" bigint NOT NULL, "transports" text NOT NULL, "deviceType" varchar(16) NOT NULL, "backedUp" boolean NOT NULL, "name" varchar(60) NOT NULL, "createdAt" datetime(3) NOT NULL, "lastUsedAt" datetime(3), CONSTRAINT "FK_968841087720e5f58e120ea8262" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_passkeys"("id", "userId", "credentialId", "publicKey", "counter", "transports", "deviceType", "backedUp", "name", "createdAt", "lastUsedAt") SELECT "id", "userId", "credentialId", "publicKey", "counter", "transports", "deviceType", "backedUp", "name", "createdAt", "lastUsedAt" FROM "passkeys"`);
    await queryRunner.query(`DROP TABLE "passkeys"`);
    await queryRunner.query(`ALTER TABLE "temporary_passkeys" RENAME TO "passkeys"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fca092c48965a076c32c58f3b0" ON "passkeys" ("credentialId") `);
    await queryRunner.query(`CREATE INDEX "IDX_d609b5739290d55188aef15e81" ON "passkeys" ("userId", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d609b5739290d55188aef15e81"`);
    await queryRunner.query(`DROP INDEX "IDX_fca092c48965a076c32c58f3b0"`);
    await queryRunner.query(`ALTER TABLE "passkeys" RENAME TO "temporary_passkeys"`);
    await queryRunner.query(`CREATE TABLE "passkeys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "credentialId" varchar(255) NOT NULL, "publicKey" text NOT NULL, "counter" bigint NOT NULL, "transports" text NOT NULL, "deviceType" varchar(16) NOT NULL, "backedUp" boolean NOT NULL, "name" varchar(60) NOT NULL, "createdAt" datetime(3) NOT NULL, "lastUsedAt" datetime(3))`);
    await queryRunner.query(`INSERT INTO "passkeys"("id", "userId", "credentialId", "publicKey", "counter", "transports", "deviceType", "backedUp", "name", "createdAt", "lastUsedAt") SELECT "id", "userId", "credentialId", "publicKey", "counter", "transports", "deviceType", "backedUp", "name", "createdAt", "lastUsedAt" FROM "temporary_passkeys"`);
    await queryRunner.query(`DROP TABLE "temporary_passkeys"`);
    await queryRunner.query(`CREATE INDEX "IDX_d609b5739290d55188aef15e81" ON "passkeys" ("userId", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fca092c48965a076c32c58f3b0" ON "passkeys" ("credentialId") `);
    await queryRunner.query(`DROP INDEX "IDX_23d1a33c72a062bb86f50f26b4"`);
    await queryRunner.query(`DROP INDEX "IDX_2150bf20f11f4efb94a598e362"`);
    await queryRunner.query(`ALTER TABLE "webauthn_challenges" RENAME TO "temporary_webauthn_challenges"`);
    await queryRunner.query(`CREATE TABLE "webauthn_challenges" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "challengeHash" varchar(64) NOT NULL, "purpose" varchar(16) NOT NULL, "userId" integer, "expiresAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "webauthn_challenges"("id", "challengeHash", "purpose", "userId", "expiresAt") SELECT "id", "challengeHash", "purpose", "userId", "expiresAt" FROM "temporary_webauthn_challenges"`);
    await queryRunner.query(`DROP TABLE "temporary_webauthn_challenges"`);
    await queryRunner.query(`CREATE INDEX "IDX_23d1a33c72a062bb86f50f26b4" ON "webauthn_challenges" ("expiresAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2150bf20f11f4efb94a598e362" ON "webauthn_challenges" ("challengeHash") `);
    await queryRunner.query(`DROP INDEX "IDX_d609b5739290d55188aef15e81"`);
    await queryRunner.query(`DROP INDEX "IDX_fca092c48965a076c32c58f3b0"`);
    await queryRunner.query(`DROP TABLE "passkeys"`);
    await queryRunner.query(`DROP INDEX "IDX_23d1a33c72a062bb86f50f26b4"`);
    await queryRunner.query(`DROP INDEX "IDX_2150bf20f11f4efb94a598e362"`);
    await queryRunner.query(`DROP TABLE "webauthn_challenges"`);
  }
}
