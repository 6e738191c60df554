import { MigrationInterface, QueryRunner } from 'typeorm';

/** Pending email address changes (their link's token hash); a new table, so no other table is rebuilt. */
export class EmailChanges1795790674341 implements MigrationInterface {
  name = 'EmailChanges1795790674341';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "email_changes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "newEmail" varchar(254) NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime(3) NOT NULL, "usedAt" datetime(3), "createdAt" datetime(3) NOT NULL, CONSTRAINT "UQ_c1036641ee915b673384d78181b" UNIQUE ("tokenHash"), CONSTRAINT "FK_86352230c345fc670a55e7eb87a" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_86352230c345fc670a55e7eb87" ON "email_changes" ("userId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_86352230c345fc670a55e7eb87"`);
    await queryRunner.query(`DROP TABLE "email_changes"`);
  }
}
