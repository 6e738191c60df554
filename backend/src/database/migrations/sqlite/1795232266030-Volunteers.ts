import { MigrationInterface, QueryRunner } from 'typeorm';

export class Volunteers1795232266030 implements MigrationInterface {
  name = 'Volunteers1795232266030';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "volunteers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "dob" varchar(10) NOT NULL, "gender" varchar(6) NOT NULL, "phone" varchar(20) NOT NULL, "email" varchar(254) NOT NULL, "address" varchar(2000) NOT NULL, "city" varchar(100) NOT NULL, "state" varchar(100) NOT NULL, "zipCode" varchar(10) NOT NULL, "message" varchar(2000) NOT NULL, "userId" integer, "createdAt" datetime(3) NOT NULL, "eventId" integer)`);
    await queryRunner.query(`CREATE INDEX "IDX_c5b9b4185566de68e8ba4c0fef" ON "volunteers" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_e774d17c65b18074e9afeccadc" ON "volunteers" ("createdAt") `);
    await queryRunner.query(`DROP INDEX "IDX_c5b9b4185566de68e8ba4c0fef"`);
    await queryRunner.query(`DROP INDEX "IDX_e774d17c65b18074e9afeccadc"`);
    await queryRunner.query(`CREATE TABLE "temporary_volunteers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "dob" varchar(10) NOT NULL, "gender" varchar(6) NOT NULL, "phone" varchar(20) NOT NULL, "email" varchar(254) NOT NULL, "address" varchar(2000) NOT NULL, "city" varchar(100) NOT NULL, "state" varchar(100) NOT NULL, "zipCode" varchar(10) NOT NULL, "message" varchar(2000) NOT NULL, "userId" integer, "createdAt" datetime(3) NOT NULL, "eventId" integer, CONSTRAINT "FK_e4347d0aeaf4cd2be9eaa7561af" FOREIGN KEY ("eventId") REFERENCES "events" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_c5b9b4185566de68e8ba4c0fefd" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_volunteers"("id", "firstName", "lastName", "dob", "gender", "phone", "email", "address", "city", "state", "zipCode", "message", "userId", "createdAt", "eventId") SELECT "id", "firstName", "lastName", "dob", "gender", "phone", "email", "address", "city", "state", "zipCode", "message", "userId", "createdAt", "eventId" FROM "volunteers"`);
    await queryRunner.query(`DROP TABLE "volunteers"`);
    await queryRunner.query(`ALTER TABLE "temporary_volunteers" RENAME TO "volunteers"`);
    await queryRunner.query(`CREATE INDEX "IDX_c5b9b4185566de68e8ba4c0fef" ON "volunteers" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_e774d17c65b18074e9afeccadc" ON "volunteers" ("createdAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e774d17c65b18074e9afeccadc"`);
    await queryRunner.query(`DROP INDEX "IDX_c5b9b4185566de68e8ba4c0fef"`);
    await queryRunner.query(`ALTER TABLE "volunteers" RENAME TO "temporary_volunteers"`);
    await queryRunner.query(`CREATE TABLE "volunteers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "firstName" varchar(100) NOT NULL, "lastName" varchar(100) NOT NULL, "dob" varchar(10) NOT NULL, "gender" varchar(6) NOT NULL, "phone" varchar(20) NOT NULL, "email" varchar(254) NOT NULL, "address" varchar(2000) NOT NULL, "city" varchar(100) NOT NULL, "state" varchar(100) NOT NULL, "zipCode" varchar(10) NOT NULL, "message" varchar(2000) NOT NULL, "userId" integer, "createdAt" datetime(3) NOT NULL, "eventId" integer)`);
    await queryRunner.query(`INSERT INTO "volunteers"("id", "firstName", "lastName", "dob", "gender", "phone", "email", "address", "city", "state", "zipCode", "message", "userId", "createdAt", "eventId") SELECT "id", "firstName", "lastName", "dob", "gender", "phone", "email", "address", "city", "state", "zipCode", "message", "userId", "createdAt", "eventId" FROM "temporary_volunteers"`);
    await queryRunner.query(`DROP TABLE "temporary_volunteers"`);
    await queryRunner.query(`CREATE INDEX "IDX_e774d17c65b18074e9afeccadc" ON "volunteers" ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_c5b9b4185566de68e8ba4c0fef" ON "volunteers" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_e774d17c65b18074e9afeccadc"`);
    await queryRunner.query(`DROP INDEX "IDX_c5b9b4185566de68e8ba4c0fef"`);
    await queryRunner.query(`DROP TABLE "volunteers"`);
  }
}
