import { MigrationInterface, QueryRunner } from 'typeorm';

export class DonationJourneys1795856767711 implements MigrationInterface {
  name = 'DonationJourneys1795856767711';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "hospitals" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "nameKey" varchar(100) NOT NULL, "city" varchar(100) NOT NULL, "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6c330855ee492a0f6d17de22e7" ON "hospitals" ("nameKey") `);
    await queryRunner.query(`CREATE TABLE "donation_journeys" ("donationId" integer PRIMARY KEY NOT NULL, "status" varchar(9) NOT NULL, "hospitalId" integer, "date" varchar(10) NOT NULL, "reason" varchar(15), "updatedAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_8a3111b9064f46ab08e01c92ca" ON "donation_journeys" ("hospitalId") `);
    await queryRunner.query(`CREATE TABLE "donation_journey_notices" ("donationId" integer NOT NULL, "status" varchar(9) NOT NULL, "sentAt" datetime(3) NOT NULL, PRIMARY KEY ("donationId", "status"))`);
    await queryRunner.query(`DROP INDEX "IDX_8a3111b9064f46ab08e01c92ca"`);
    await queryRunner.query(`CREATE TABLE "temporary_donation_journeys" ("donationId" integer PRIMARY KEY NOT NULL, "status" varchar(9) NOT NULL, "hospitalId" integer, "date" varchar(10) NOT NULL, "reason" varchar(15), "updatedAt" datetime(3) NOT NULL, CONSTRAINT "FK_00554ebec8d7b9b6570bb9ae90b" FOREIGN KEY ("donationId") REFERENCES "donations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_8a3111b9064f46ab08e01c92ca8" FOREIGN KEY ("hospitalId") REFERENCES "hospitals" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_donation_journeys"("donationId", "status", "hospitalId", "date", "reason", "updatedAt") SELECT "donationId", "status", "hospitalId", "date", "reason", "updatedAt" FROM "donation_journeys"`);
    await queryRunner.query(`DROP TABLE "donation_journeys"`);
    await queryRunner.query(`ALTER TABLE "temporary_donation_journeys" RENAME TO "donation_journeys"`);
    await queryRunner.query(`CREATE INDEX "IDX_8a3111b9064f46ab08e01c92ca" ON "donation_journeys" ("hospitalId") `);
    await queryRunner.query(`CREATE TABLE "temporary_donation_journey_notices" ("donationId" integer NOT NULL, "status" varchar(9) NOT NULL, "sentAt" datetime(3) NOT NULL, CONSTRAINT "FK_7564f4a277bc4b69c1835231ba9" FOREIGN KEY ("donationId") REFERENCES "donations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("donationId", "status"))`);
    await queryRunner.query(`INSERT INTO "temporary_donation_journey_notices"("donationId", "status", "sentAt") SELECT "donationId", "status", "sentAt" FROM "donation_journey_notices"`);
    await queryRunner.query(`DROP TABLE "donation_journey_notices"`);
    await queryRunner.query(`ALTER TABLE "temporary_donation_journey_notices" RENAME TO "donation_journey_notices"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "donation_journey_notices" RENAME TO "temporary_donation_journey_notices"`);
    await queryRunner.query(`CREATE TABLE "donation_journey_notices" ("donationId" integer NOT NULL, "status" varchar(9) NOT NULL, "sentAt" datetime(3) NOT NULL, PRIMARY KEY ("donationId", "status"))`);
    await queryRunner.query(`INSERT INTO "donation_journey_notices"("donationId", "status", "sentAt") SELECT "donationId", "status", "sentAt" FROM "temporary_donation_journey_notices"`);
    await queryRunner.query(`DROP TABLE "temporary_donation_journey_notices"`);
    await queryRunner.query(`DROP INDEX "IDX_8a3111b9064f46ab08e01c92ca"`);
    await queryRunner.query(`ALTER TABLE "donation_journeys" RENAME TO "temporary_donation_journeys"`);
    await queryRunner.query(`CREATE TABLE "donation_journeys" ("donationId" integer PRIMARY KEY NOT NULL, "status" varchar(9) NOT NULL, "hospitalId" integer, "date" varchar(10) NOT NULL, "reason" varchar(15), "updatedAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "donation_journeys"("donationId", "status", "hospitalId", "date", "reason", "updatedAt") SELECT "donationId", "status", "hospitalId", "date", "reason", "updatedAt" FROM "temporary_donation_journeys"`);
    await queryRunner.query(`DROP TABLE "temporary_donation_journeys"`);
    await queryRunner.query(`CREATE INDEX "IDX_8a3111b9064f46ab08e01c92ca" ON "donation_journeys" ("hospitalId") `);
    await queryRunner.query(`DROP TABLE "donation_journey_notices"`);
    await queryRunner.query(`DROP INDEX "IDX_8a3111b9064f46ab08e01c92ca"`);
    await queryRunner.query(`DROP TABLE "donation_journeys"`);
    await queryRunner.query(`DROP INDEX "IDX_6c330855ee492a0f6d17de22e7"`);
    await queryRunner.query(`DROP TABLE "hospitals"`);
  }
}
