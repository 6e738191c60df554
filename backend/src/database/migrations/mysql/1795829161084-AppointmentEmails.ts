import { MigrationInterface, QueryRunner } from 'typeorm';

/** Appointment emails (issue 23 point 5): an outbox email's attachment (an .ics), and an appointment's reminder mark and link version. */
export class AppointmentEmails1795829161084 implements MigrationInterface {
  name = 'AppointmentEmails1795829161084';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`outbox_emails\` ADD \`attachment\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD \`remindedAt\` datetime(3) NULL`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD \`linkVersion\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`CREATE INDEX \`IDX_4824870b7e4d28c3765cab3fb5\` ON \`appointments\` (\`status\`, \`remindedAt\`, \`start\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_4824870b7e4d28c3765cab3fb5\` ON \`appointments\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP COLUMN \`linkVersion\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP COLUMN \`remindedAt\``);
    await queryRunner.query(`ALTER TABLE \`outbox_emails\` DROP COLUMN \`attachment\``);
  }
}
