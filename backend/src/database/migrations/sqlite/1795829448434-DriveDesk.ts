import { MigrationInterface, QueryRunner } from 'typeorm';

/** The drive desk (issue 23 point 6): drive staff per drive, and what the desk records on an appointment. */
export class DriveDesk1795829448434 implements MigrationInterface {
  name = 'DriveDesk1795829448434';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "drive_staff" ("eventId" integer NOT NULL, "userId" integer NOT NULL, PRIMARY KEY ("eventId", "userId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d91a5d2cc3bf56dd07663f9bde" ON "drive_staff" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_a5626eca6460ba24be79089e17"`);
    await queryRunner.query(`DROP INDEX "IDX_267540775b21a83353b196e309"`);
    await queryRunner.query(`DROP INDEX "IDX_ff5984ed41fbb8185e7c66a5d9"`);
    await queryRunner.query(`CREATE TABLE "temporary_appointments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "eventId" integer NOT NULL, "userId" integer, "slotId" integer NOT NULL, "start" datetime(3) NOT NULL, "end" datetime(3) NOT NULL, "status" varchar(10) NOT NULL, "openFor" integer, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, "donationId" integer, "units" integer, "haemoglobin" double, "pulse" integer, "bloodPressure" varchar(7), "deferralReason" varchar(22), "deferredUntil" varchar(10), CONSTRAINT "UQ_dfcfc239557ec81d0d81ee34aab" UNIQUE ("openFor"), CONSTRAINT "FK_01733651151c8a1d6d980135cc4" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_65e0a9cb1632b7dbe98d13bf0a1" FOREIGN KEY ("eventId") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_appointments"("id", "eventId", "userId", "slotId", "start", "end", "status", "openFor", "createdAt", "updatedAt") SELECT "id", "eventId", "userId", "slotId", "start", "end", "status", "openFor", "createdAt", "updatedAt" FROM "appointments"`);
    await queryRunner.query(`DROP TABLE "appointments"`);
    await queryRunner.query(`ALTER TABLE "temporary_appointments" RENAME TO "appointments"`);
    await queryRunner.query(`CREATE INDEX "IDX_a5626eca6460ba24be79089e17" ON "appointments" ("slotId", "status") `);
    await queryRunner.query(`CREATE INDEX "IDX_267540775b21a83353b196e309" ON "appointments" ("eventId", "status") `);
    await queryRunner.query(`CREATE INDEX "IDX_ff5984ed41fbb8185e7c66a5d9" ON "appointments" ("userId", "start") `);
    await queryRunner.query(`DROP INDEX "IDX_d91a5d2cc3bf56dd07663f9bde"`);
    await queryRunner.query(`CREATE TABLE "temporary_drive_staff" ("eventId" integer NOT NULL, "userId" integer NOT NULL, CONSTRAINT "FK_892a863513acf2ff3b4f8c17326" FOREIGN KEY ("eventId") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_d91a5d2cc3bf56dd07663f9bdeb" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("eventId", "userId"))`);
    await queryRunner.query(`INSERT INTO "temporary_drive_staff"("eventId", "userId") SELECT "eventId", "userId" FROM "drive_staff"`);
    await queryRunner.query(`DROP TABLE "drive_staff"`);
    await queryRunner.query(`ALTER TABLE "temporary_drive_staff" RENAME TO "drive_staff"`);
    await queryRunner.query(`CREATE INDEX "IDX_d91a5d2cc3bf56dd07663f9bde" ON "drive_staff" ("userId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d91a5d2cc3bf56dd07663f9bde"`);
    await queryRunner.query(`ALTER TABLE "drive_staff" RENAME TO "temporary_drive_staff"`);
    await queryRunner.query(`CREATE TABLE "drive_staff" ("eventId" integer NOT NULL, "userId" integer NOT NULL, PRIMARY KEY ("eventId", "userId"))`);
    await queryRunner.query(`INSERT INTO "drive_staff"("eventId", "userId") SELECT "eventId", "userId" FROM "temporary_drive_staff"`);
    await queryRunner.query(`DROP TABLE "temporary_drive_staff"`);
    await queryRunner.query(`CREATE INDEX "IDX_d91a5d2cc3bf56dd07663f9bde" ON "drive_staff" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_ff5984ed41fbb8185e7c66a5d9"`);
    await queryRunner.query(`DROP INDEX "IDX_267540775b21a83353b196e309"`);
    await queryRunner.query(`DROP INDEX "IDX_a5626eca6460ba24be79089e17"`);
    await queryRunner.query(`ALTER TABLE "appointments" RENAME TO "temporary_appointments"`);
    await queryRunner.query(`CREATE TABLE "appointments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "eventId" integer NOT NULL, "userId" integer, "slotId" integer NOT NULL, "start" datetime(3) NOT NULL, "end" datetime(3) NOT NULL, "status" varchar(10) NOT NULL, "openFor" integer, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, CONSTRAINT "UQ_dfcfc239557ec81d0d81ee34aab" UNIQUE ("openFor"), CONSTRAINT "FK_01733651151c8a1d6d980135cc4" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_65e0a9cb1632b7dbe98d13bf0a1" FOREIGN KEY ("eventId") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "appointments"("id", "eventId", "userId", "slotId", "start", "end", "status", "openFor", "createdAt", "updatedAt") SELECT "id", "eventId", "userId", "slotId", "start", "end", "status", "openFor", "createdAt", "updatedAt" FROM "temporary_appointments"`);
    await queryRunner.query(`DROP TABLE "temporary_appointments"`);
    await queryRunner.query(`CREATE INDEX "IDX_ff5984ed41fbb8185e7c66a5d9" ON "appointments" ("userId", "start") `);
    await queryRunner.query(`CREATE INDEX "IDX_267540775b21a83353b196e309" ON "appointments" ("eventId", "status") `);
    await queryRunner.query(`CREATE INDEX "IDX_a5626eca6460ba24be79089e17" ON "appointments" ("slotId", "status") `);
    await queryRunner.query(`DROP INDEX "IDX_d91a5d2cc3bf56dd07663f9bde"`);
    await queryRunner.query(`DROP TABLE "drive_staff"`);
  }
}
