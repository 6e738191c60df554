import { MigrationInterface, QueryRunner } from 'typeorm';

/** The drive desk (issue 23 point 6): drive staff per drive, and what the desk records on an appointment. */
export class DriveDesk1795829448434 implements MigrationInterface {
  name = 'DriveDesk1795829448434';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`drive_staff\` (\`eventId\` int NOT NULL, \`userId\` int NOT NULL, INDEX \`IDX_d91a5d2cc3bf56dd07663f9bde\` (\`userId\`), PRIMARY KEY (\`eventId\`, \`userId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD \`donationId\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD \`units\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD \`haemoglobin\` double NULL`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD \`pulse\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD \`bloodPressure\` varchar(7) NULL`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD \`deferralReason\` varchar(22) NULL`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD \`deferredUntil\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`drive_staff\` ADD CONSTRAINT \`FK_892a863513acf2ff3b4f8c17326\` FOREIGN KEY (\`eventId\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`drive_staff\` ADD CONSTRAINT \`FK_d91a5d2cc3bf56dd07663f9bdeb\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`drive_staff\` DROP FOREIGN KEY \`FK_d91a5d2cc3bf56dd07663f9bdeb\``);
    await queryRunner.query(`ALTER TABLE \`drive_staff\` DROP FOREIGN KEY \`FK_892a863513acf2ff3b4f8c17326\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP COLUMN \`deferredUntil\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP COLUMN \`deferralReason\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP COLUMN \`bloodPressure\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP COLUMN \`pulse\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP COLUMN \`haemoglobin\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP COLUMN \`units\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP COLUMN \`donationId\``);
    await queryRunner.query(`DROP INDEX \`IDX_d91a5d2cc3bf56dd07663f9bde\` ON \`drive_staff\``);
    await queryRunner.query(`DROP TABLE \`drive_staff\``);
  }
}
