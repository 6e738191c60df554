import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactReplies1795235384718 implements MigrationInterface {
  name = 'ContactReplies1795235384718';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d85a678bac9a6dfaa3be9603fb"`);
    await queryRunner.query(`CREATE TABLE "temporary_contacts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(254) NOT NULL, "subject" varchar(100) NOT NULL, "message" varchar(2000) NOT NULL, "createdAt" datetime(3) NOT NULL, "reply" varchar(2000), "repliedAt" datetime(3))`);
    await queryRunner.query(`INSERT INTO "temporary_contacts"("id", "name", "email", "subject", "message", "createdAt") SELECT "id", "name", "email", "subject", "message", "createdAt" FROM "contacts"`);
    await queryRunner.query(`DROP TABLE "contacts"`);
    await queryRunner.query(`ALTER TABLE "temporary_contacts" RENAME TO "contacts"`);
    await queryRunner.query(`CREATE INDEX "IDX_d85a678bac9a6dfaa3be9603fb" ON "contacts" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_8d3fb2bf1966b28886d0d88545" ON "contacts" ("repliedAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_8d3fb2bf1966b28886d0d88545"`);
    await queryRunner.query(`DROP INDEX "IDX_d85a678bac9a6dfaa3be9603fb"`);
    await queryRunner.query(`ALTER TABLE "contacts" RENAME TO "temporary_contacts"`);
    await queryRunner.query(`CREATE TABLE "contacts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "email" varchar(254) NOT NULL, "subject" varchar(100) NOT NULL, "message" varchar(2000) NOT NULL, "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "contacts"("id", "name", "email", "subject", "message", "createdAt") SELECT "id", "name", "email", "subject", "message", "createdAt" FROM "temporary_contacts"`);
    await queryRunner.query(`DROP TABLE "temporary_contacts"`);
    await queryRunner.query(`CREATE INDEX "IDX_d85a678bac9a6dfaa3be9603fb" ON "contacts" ("createdAt") `);
  }
}
