import { MigrationInterface, QueryRunner } from 'typeorm';

export class DonorFlows1795230909949 implements MigrationInterface {
  name = 'DonorFlows1795230909949';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "blood_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "bloodGroup" varchar(3) NOT NULL, "units" integer NOT NULL, "mobile" varchar(20) NOT NULL, "gender" varchar(6) NOT NULL, "age" integer NOT NULL, "userId" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "disease" varchar(100) NOT NULL, "status" varchar(8) NOT NULL, "message" varchar(500))`);
    await queryRunner.query(`CREATE INDEX "IDX_c1a12f87e275593e567ffa6d09" ON "blood_requests" ("userId") `);
    await queryRunner.query(`CREATE TABLE "events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "location" varchar(100) NOT NULL, "dateTime" datetime(3) NOT NULL, "organizer" varchar(100) NOT NULL, "description" varchar(2000) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_5958ce069cf3c75c9939edc579" ON "events" ("dateTime") `);
    await queryRunner.query(`CREATE TABLE "donations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "bloodGroup" varchar(3) NOT NULL, "units" integer NOT NULL, "mobile" varchar(20) NOT NULL, "gender" varchar(6) NOT NULL, "age" integer NOT NULL, "userId" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "city" varchar(100) NOT NULL, "address" varchar(2000) NOT NULL, "date" varchar(10) NOT NULL, "eventId" integer)`);
    await queryRunner.query(`CREATE INDEX "IDX_cfd5edc39019b9001bd86e90f7" ON "donations" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_c1a12f87e275593e567ffa6d09"`);
    await queryRunner.query(`CREATE TABLE "temporary_blood_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "bloodGroup" varchar(3) NOT NULL, "units" integer NOT NULL, "mobile" varchar(20) NOT NULL, "gender" varchar(6) NOT NULL, "age" integer NOT NULL, "userId" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "disease" varchar(100) NOT NULL, "status" varchar(8) NOT NULL, "message" varchar(500), CONSTRAINT "FK_c1a12f87e275593e567ffa6d098" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_blood_requests"("id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "email", "disease", "status", "message") SELECT "id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "email", "disease", "status", "message" FROM "blood_requests"`);
    await queryRunner.query(`DROP TABLE "blood_requests"`);
    await queryRunner.query(`ALTER TABLE "temporary_blood_requests" RENAME TO "blood_requests"`);
    await queryRunner.query(`CREATE INDEX "IDX_c1a12f87e275593e567ffa6d09" ON "blood_requests" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_cfd5edc39019b9001bd86e90f7"`);
    await queryRunner.query(`CREATE TABLE "temporary_donations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "bloodGroup" varchar(3) NOT NULL, "units" integer NOT NULL, "mobile" varchar(20) NOT NULL, "gender" varchar(6) NOT NULL, "age" integer NOT NULL, "userId" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "city" varchar(100) NOT NULL, "address" varchar(2000) NOT NULL, "date" varchar(10) NOT NULL, "eventId" integer, CONSTRAINT "FK_cfd5edc39019b9001bd86e90f77" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_4d1e89040ddbda8f02c1f6de4c3" FOREIGN KEY ("eventId") REFERENCES "events" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_donations"("id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "city", "address", "date", "eventId") SELECT "id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "city", "address", "date", "eventId" FROM "donations"`);
    await queryRunner.query(`DROP TABLE "donations"`);
    await queryRunner.query(`ALTER TABLE "temporary_donations" RENAME TO "donations"`);
    await queryRunner.query(`CREATE INDEX "IDX_cfd5edc39019b9001bd86e90f7" ON "donations" ("userId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_cfd5edc39019b9001bd86e90f7"`);
    await queryRunner.query(`ALTER TABLE "donations" RENAME TO "temporary_donations"`);
    await queryRunner.query(`CREATE TABLE "donations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "bloodGroup" varchar(3) NOT NULL, "units" integer NOT NULL, "mobile" varchar(20) NOT NULL, "gender" varchar(6) NOT NULL, "age" integer NOT NULL, "userId" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "city" varchar(100) NOT NULL, "address" varchar(2000) NOT NULL, "date" varchar(10) NOT NULL, "eventId" integer)`);
    await queryRunner.query(`INSERT INTO "donations"("id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "city", "address", "date", "eventId") SELECT "id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "city", "address", "date", "eventId" FROM "temporary_donations"`);
    await queryRunner.query(`DROP TABLE "temporary_donations"`);
    await queryRunner.query(`CREATE INDEX "IDX_cfd5edc39019b9001bd86e90f7" ON "donations" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_c1a12f87e275593e567ffa6d09"`);
    await queryRunner.query(`ALTER TABLE "blood_requests" RENAME TO "temporary_blood_requests"`);
    await queryRunner.query(`CREATE TABLE "blood_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "bloodGroup" varchar(3) NOT NULL, "units" integer NOT NULL, "mobile" varchar(20) NOT NULL, "gender" varchar(6) NOT NULL, "age" integer NOT NULL, "userId" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "disease" varchar(100) NOT NULL, "status" varchar(8) NOT NULL, "message" varchar(500))`);
    await queryRunner.query(`INSERT INTO "blood_requests"("id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "email", "disease", "status", "message") SELECT "id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "email", "disease", "status", "message" FROM "temporary_blood_requests"`);
    await queryRunner.query(`DROP TABLE "temporary_blood_requests"`);
    await queryRunner.query(`CREATE INDEX "IDX_c1a12f87e275593e567ffa6d09" ON "blood_requests" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_cfd5edc39019b9001bd86e90f7"`);
    await queryRunner.query(`DROP TABLE "donations"`);
    await queryRunner.query(`DROP INDEX "IDX_5958ce069cf3c75c9939edc579"`);
    await queryRunner.query(`DROP TABLE "events"`);
    await queryRunner.query(`DROP INDEX "IDX_c1a12f87e275593e567ffa6d09"`);
    await queryRunner.query(`DROP TABLE "blood_requests"`);
  }
}
