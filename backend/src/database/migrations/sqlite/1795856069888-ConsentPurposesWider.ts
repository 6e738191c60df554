import { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsentPurposesWider1795856069888 implements MigrationInterface {
  name = 'ConsentPurposesWider1795856069888';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e1aee4729a3a17c20450440d21"`);
    await queryRunner.query(`DROP INDEX "IDX_270e60eab44afacd3ef59b4634"`);
    await queryRunner.query(`CREATE TABLE "temporary_consents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer, "subscriberId" integer, "purpose" varchar(30) NOT NULL, "version" varchar(20) NOT NULL, "statement" varchar(500) NOT NULL, "givenAt" datetime(3) NOT NULL, "withdrawnAt" datetime(3), CONSTRAINT "FK_6a5ce6531f8808b7c5594b53979" FOREIGN KEY ("subscriberId") REFERENCES "newsletter_subscribers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_7736e32000c01e8e189d1d4a0dd" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_consents"("id", "userId", "subscriberId", "purpose", "version", "statement", "givenAt", "withdrawnAt") SELECT "id", "userId", "subscriberId", "purpose", "version", "statement", "givenAt", "withdrawnAt" FROM "consents"`);
    await queryRunner.query(`DROP TABLE "consents"`);
    await queryRunner.query(`ALTER TABLE "temporary_consents" RENAME TO "consents"`);
    await queryRunner.query(`CREATE INDEX "IDX_270e60eab44afacd3ef59b4634" ON "consents" ("subscriberId", "purpose", "withdrawnAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_e1aee4729a3a17c20450440d21" ON "consents" ("userId", "purpose", "withdrawnAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e1aee4729a3a17c20450440d21"`);
    await queryRunner.query(`DROP INDEX "IDX_270e60eab44afacd3ef59b4634"`);
    await queryRunner.query(`ALTER TABLE "consents" RENAME TO "temporary_consents"`);
    await queryRunner.query(`CREATE TABLE "consents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer, "subscriberId" integer, "purpose" varchar(20) NOT NULL, "version" varchar(20) NOT NULL, "statement" varchar(500) NOT NULL, "givenAt" datetime(3) NOT NULL, "withdrawnAt" datetime(3), CONSTRAINT "FK_6a5ce6531f8808b7c5594b53979" FOREIGN KEY ("subscriberId") REFERENCES "newsletter_subscribers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_7736e32000c01e8e189d1d4a0dd" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "consents"("id", "userId", "subscriberId", "purpose", "version", "statement", "givenAt", "withdrawnAt") SELECT "id", "userId", "subscriberId", "purpose", "version", "statement", "givenAt", "withdrawnAt" FROM "temporary_consents"`);
    await queryRunner.query(`DROP TABLE "temporary_consents"`);
    await queryRunner.query(`CREATE INDEX "IDX_270e60eab44afacd3ef59b4634" ON "consents" ("subscriberId", "purpose", "withdrawnAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_e1aee4729a3a17c20450440d21" ON "consents" ("userId", "purpose", "withdrawnAt") `);
  }
}
