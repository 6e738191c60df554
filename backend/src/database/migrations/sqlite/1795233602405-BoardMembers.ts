import { MigrationInterface, QueryRunner } from 'typeorm';

export class BoardMembers1795233602405 implements MigrationInterface {
  name = 'BoardMembers1795233602405';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "board_members" ("id" varchar(36) PRIMARY KEY NOT NULL, "full_name" varchar(100) NOT NULL, "description" varchar(2000) NOT NULL, "linkedin_url" varchar(500), "twitter_url" varchar(500), "github_url" varchar(500), "teams" varchar(52) NOT NULL, "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_3e2e9c3b283d57fce0304acc3f" ON "board_members" ("createdAt") `);
    await queryRunner.query(`CREATE TABLE "board_member_photos" ("memberId" varchar(36) PRIMARY KEY NOT NULL, "contentType" varchar(20) NOT NULL, "bytes" blob NOT NULL, "updatedAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE TABLE "temporary_board_member_photos" ("memberId" varchar(36) PRIMARY KEY NOT NULL, "contentType" varchar(20) NOT NULL, "bytes" blob NOT NULL, "updatedAt" datetime(3) NOT NULL, CONSTRAINT "FK_5fe2e423e4c431f1692fe542fb7" FOREIGN KEY ("memberId") REFERENCES "board_members" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_board_member_photos"("memberId", "contentType", "bytes", "updatedAt") SELECT "memberId", "contentType", "bytes", "updatedAt" FROM "board_member_photos"`);
    await queryRunner.query(`DROP TABLE "board_member_photos"`);
    await queryRunner.query(`ALTER TABLE "temporary_board_member_photos" RENAME TO "board_member_photos"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "board_member_photos" RENAME TO "temporary_board_member_photos"`);
    await queryRunner.query(`CREATE TABLE "board_member_photos" ("memberId" varchar(36) PRIMARY KEY NOT NULL, "contentType" varchar(20) NOT NULL, "bytes" blob NOT NULL, "updatedAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "board_member_photos"("memberId", "contentType", "bytes", "updatedAt") SELECT "memberId", "contentType", "bytes", "updatedAt" FROM "temporary_board_member_photos"`);
    await queryRunner.query(`DROP TABLE "temporary_board_member_photos"`);
    await queryRunner.query(`DROP TABLE "board_member_photos"`);
    await queryRunner.query(`DROP INDEX "IDX_3e2e9c3b283d57fce0304acc3f"`);
    await queryRunner.query(`DROP TABLE "board_members"`);
  }
}
