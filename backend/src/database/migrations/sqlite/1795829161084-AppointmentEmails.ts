import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Appointment emails (issue 23 point 5): an outbox email's attachment (an .ics), and an appointment's reminder mark and
 * link version. Columns added in place, so neither table (the outbox may be long) is rebuilt.
 */
export class AppointmentEmails1795829161084 implements MigrationInterface {
  name = 'AppointmentEmails1795829161084';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_emails" ADD COLUMN "attachment" text`);
    await queryRunner.query(`ALTER TABLE "appointments" ADD COLUMN "remindedAt" datetime(3)`);
    await queryRunner.query(`ALTER TABLE "appointments" ADD COLUMN "linkVersion" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`CREATE INDEX "IDX_4824870b7e4d28c3765cab3fb5" ON "appointments" ("status", "remindedAt", "start") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_4824870b7e4d28c3765cab3fb5"`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP COLUMN "linkVersion"`);
    await queryRunner.query(`ALTER TABLE "appointments" DROP COLUMN "remindedAt"`);
    await queryRunner.query(`ALTER TABLE "outbox_emails" DROP COLUMN "attachment"`);
  }
}
