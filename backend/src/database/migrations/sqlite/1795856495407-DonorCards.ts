import { MigrationInterface, QueryRunner } from 'typeorm';

export class DonorCards1795856495407 implements MigrationInterface {
  name = 'DonorCards1795856495407';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "donor_cards" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "nonce" varchar(32) NOT NULL, "tokenHash" varchar(64) NOT NULL, "shortCodeHash" varchar(64) NOT NULL, "issuedAt" datetime(3) NOT NULL, "expiresAt" datetime(3) NOT NULL, CONSTRAINT "UQ_bca15b95d938f66043fcb43215d" UNIQUE ("userId"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1939025dd6b937390d687f9882" ON "donor_cards" ("shortCodeHash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5a467a6a4ecfa0dacbfd84d489" ON "donor_cards" ("tokenHash") `);
    await queryRunner.query(`DROP INDEX "IDX_1939025dd6b937390d687f9882"`);
    await queryRunner.query(`DROP INDEX "IDX_5a467a6a4ecfa0dacbfd84d489"`);
    await queryRunner.query(`CREATE TABLE "temporary_donor_cards" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "nonce" varchar(32) NOT NULL, "tokenHash" varchar(64) NOT NULL, "shortCodeHash" varchar(64) NOT NULL, "issuedAt" datetime(3) NOT NULL, "expiresAt" datetime(3) NOT NULL, CONSTRAINT "UQ_bca15b95d938f66043fcb43215d" UNIQUE ("userId"), CONSTRAINT "FK_bca15b95d938f66043fcb43215d" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_donor_cards"("id", "userId", "nonce", "tokenHash", "shortCodeHash", "issuedAt", "expiresAt") SELECT "id", "userId", "nonce", "tokenHash", "shortCodeHash", "issuedAt", "expiresAt" FROM "donor_cards"`);
    await queryRunner.query(`DROP TABLE "donor_cards"`);
    await queryRunner.query(`ALTER TABLE "temporary_donor_cards" RENAME TO "donor_cards"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1939025dd6b937390d687f9882" ON "donor_cards" ("shortCodeHash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5a467a6a4ecfa0dacbfd84d489" ON "donor_cards" ("tokenHash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_5a467a6a4ecfa0dacbfd84d489"`);
    await queryRunner.query(`DROP INDEX "IDX_1939025dd6b937390d687f9882"`);
    await queryRunner.query(`ALTER TABLE "donor_cards" RENAME TO "temporary_donor_cards"`);
    await queryRunner.query(`CREATE TABLE "donor_cards" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "nonce" varchar(32) NOT NULL, "tokenHash" varchar(64) NOT NULL, "shortCodeHash" varchar(64) NOT NULL, "issuedAt" datetime(3) NOT NULL, "expiresAt" datetime(3) NOT NULL, CONSTRAINT "UQ_bca15b95d938f66043fcb43215d" UNIQUE ("userId"))`);
    await queryRunner.query(`INSERT INTO "donor_cards"("id", "userId", "nonce", "tokenHash", "shortCodeHash", "issuedAt", "expiresAt") SELECT "id", "userId", "nonce", "tokenHash", "shortCodeHash", "issuedAt", "expiresAt" FROM "temporary_donor_cards"`);
    await queryRunner.query(`DROP TABLE "temporary_donor_cards"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5a467a6a4ecfa0dacbfd84d489" ON "donor_cards" ("tokenHash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1939025dd6b937390d687f9882" ON "donor_cards" ("shortCodeHash") `);
    await queryRunner.query(`DROP INDEX "IDX_5a467a6a4ecfa0dacbfd84d489"`);
    await queryRunner.query(`DROP INDEX "IDX_1939025dd6b937390d687f9882"`);
    await queryRunner.query(`DROP TABLE "donor_cards"`);
  }
}
