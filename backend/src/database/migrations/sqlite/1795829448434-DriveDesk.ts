import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The drive desk (issue 23 point 6): drive staff per drive, and what the desk records on an appointment. The
 * appointments' columns are added in place, so the table (and the columns and indexes of other migrations) stays.
 */
export class DriveDesk1795829448434 implements MigrationInterface {
  name = 'DriveDesk1795829448434';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "drive_staff" ("eventId" integer NOT NULL, "userId" integer NOT NULL, CONSTRAINT "FK_892a863513acf2ff3b4f8c17326" FOREIGN KEY ("eventId") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_d91a5d2cc3bf56dd07663f9bdeb" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("eventId", "userId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_d91a5d2cc3bf56dd07663f9bde" ON "drive_staff" ("userId") `);
    for (const column of ['"donationId" integer', '"units" integer', '"haemoglobin" double', '"pulse" integer', '"bloodPressure" varchar(7)', '"deferralReason" varchar(22)', '"deferredUntil" varchar(10)']) {
      await queryRunner.query(`ALTER TABLE "appointments" ADD COLUMN ${column}`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['deferredUntil', 'deferralReason', 'bloodPressure', 'pulse', 'haemoglobin', 'units', 'donationId']) {
      await queryRunner.query(`ALTER TABLE "appointments" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP INDEX "IDX_d91a5d2cc3bf56dd07663f9bde"`);
    await queryRunner.query(`DROP TABLE "drive_staff"`);
  }
}
