import { MigrationInterface, QueryRunner } from 'typeorm';

/** Donation drives (issue 23): the events' drive columns, their slots with chair counters, and appointments. */
export class DonationDrives1795813722783 implements MigrationInterface {
  name = 'DonationDrives1795813722783';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`drive_slots\` (\`id\` int NOT NULL AUTO_INCREMENT, \`eventId\` int NOT NULL, \`start\` datetime(3) NOT NULL, \`end\` datetime(3) NOT NULL, \`chairs\` int NOT NULL, \`booked\` int NOT NULL DEFAULT '0', UNIQUE INDEX \`IDX_3985969f548781089b5bb36cb2\` (\`eventId\`, \`start\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`appointments\` (\`id\` int NOT NULL AUTO_INCREMENT, \`eventId\` int NOT NULL, \`userId\` int NULL, \`slotId\` int NOT NULL, \`start\` datetime(3) NOT NULL, \`end\` datetime(3) NOT NULL, \`status\` varchar(10) NOT NULL, \`openFor\` int NULL, \`createdAt\` datetime(3) NOT NULL, \`updatedAt\` datetime(3) NOT NULL, INDEX \`IDX_ff5984ed41fbb8185e7c66a5d9\` (\`userId\`, \`start\`), INDEX \`IDX_267540775b21a83353b196e309\` (\`eventId\`, \`status\`), INDEX \`IDX_a5626eca6460ba24be79089e17\` (\`slotId\`, \`status\`), UNIQUE INDEX \`IDX_dfcfc239557ec81d0d81ee34aa\` (\`openFor\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`events\` ADD \`driveSessions\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`events\` ADD \`driveCapacity\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`events\` ADD \`driveBooked\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`drive_slots\` ADD CONSTRAINT \`FK_b3ab23f7067c7a1d5fda987c9fc\` FOREIGN KEY (\`eventId\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD CONSTRAINT \`FK_65e0a9cb1632b7dbe98d13bf0a1\` FOREIGN KEY (\`eventId\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`appointments\` ADD CONSTRAINT \`FK_01733651151c8a1d6d980135cc4\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP FOREIGN KEY \`FK_01733651151c8a1d6d980135cc4\``);
    await queryRunner.query(`ALTER TABLE \`appointments\` DROP FOREIGN KEY \`FK_65e0a9cb1632b7dbe98d13bf0a1\``);
    await queryRunner.query(`ALTER TABLE \`drive_slots\` DROP FOREIGN KEY \`FK_b3ab23f7067c7a1d5fda987c9fc\``);
    await queryRunner.query(`ALTER TABLE \`events\` DROP COLUMN \`driveBooked\``);
    await queryRunner.query(`ALTER TABLE \`events\` DROP COLUMN \`driveCapacity\``);
    await queryRunner.query(`ALTER TABLE \`events\` DROP COLUMN \`driveSessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_dfcfc239557ec81d0d81ee34aa\` ON \`appointments\``);
    await queryRunner.query(`DROP INDEX \`IDX_a5626eca6460ba24be79089e17\` ON \`appointments\``);
    await queryRunner.query(`DROP INDEX \`IDX_267540775b21a83353b196e309\` ON \`appointments\``);
    await queryRunner.query(`DROP INDEX \`IDX_ff5984ed41fbb8185e7c66a5d9\` ON \`appointments\``);
    await queryRunner.query(`DROP TABLE \`appointments\``);
    await queryRunner.query(`DROP INDEX \`IDX_3985969f548781089b5bb36cb2\` ON \`drive_slots\``);
    await queryRunner.query(`DROP TABLE \`drive_slots\``);
  }
}
