import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Donation drives (issue 23): the events' drive columns (added in place, so events keeps its search-words triggers
 * and nothing is rebuilt), their slots with chair counters, and appointments.
 */
export class DonationDrives1795813722783 implements MigrationInterface {
  name = 'DonationDrives1795813722783';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events" ADD COLUMN "driveSessions" text`);
    await queryRunner.query(`ALTER TABLE "events" ADD COLUMN "driveCapacity" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "events" ADD COLUMN "driveBooked" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`CREATE TABLE "drive_slots" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "eventId" integer NOT NULL, "start" datetime(3) NOT NULL, "end" datetime(3) NOT NULL, "chairs" integer NOT NULL, "booked" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_b3ab23f7067c7a1d5fda987c9fc" FOREIGN KEY ("eventId") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3985969f548781089b5bb36cb2" ON "drive_slots" ("eventId", "start") `);
    await queryRunner.query(`CREATE TABLE "appointments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "eventId" integer NOT NULL, "userId" integer, "slotId" integer NOT NULL, "start" datetime(3) NOT NULL, "end" datetime(3) NOT NULL, "status" varchar(10) NOT NULL, "openFor" integer, "createdAt" datetime(3) NOT NULL, "updatedAt" datetime(3) NOT NULL, CONSTRAINT "UQ_dfcfc239557ec81d0d81ee34aab" UNIQUE ("openFor"), CONSTRAINT "FK_65e0a9cb1632b7dbe98d13bf0a1" FOREIGN KEY ("eventId") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_01733651151c8a1d6d980135cc4" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_ff5984ed41fbb8185e7c66a5d9" ON "appointments" ("userId", "start") `);
    await queryRunner.query(`CREATE INDEX "IDX_267540775b21a83353b196e309" ON "appointments" ("eventId", "status") `);
    await queryRunner.query(`CREATE INDEX "IDX_a5626eca6460ba24be79089e17" ON "appointments" ("slotId", "status") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "appointments"`);
    await queryRunner.query(`DROP TABLE "drive_slots"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "driveBooked"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "driveCapacity"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "driveSessions"`);
  }
}
