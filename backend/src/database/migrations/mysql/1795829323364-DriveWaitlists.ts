import { MigrationInterface, QueryRunner } from 'typeorm';

/** Drive waitlists (issue 23 point 4): the chairs held for offers and the waitlist entries with their offer. */
export class DriveWaitlists1795829323364 implements MigrationInterface {
  name = 'DriveWaitlists1795829323364';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`waitlist_entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`eventId\` int NOT NULL, \`userId\` int NOT NULL, \`joinedAt\` datetime(3) NOT NULL, \`offerSlotId\` int NULL, \`offerTokenHash\` varchar(64) NULL, \`offerExpiresAt\` datetime(3) NULL, INDEX \`IDX_57642f3d0efcd6958d2a689a79\` (\`userId\`), INDEX \`IDX_47f1fd5b0ef719cf5601764c6d\` (\`offerExpiresAt\`), UNIQUE INDEX \`IDX_49324b9cf0d4c536b2962bfe37\` (\`eventId\`, \`userId\`), UNIQUE INDEX \`IDX_cb0d6f8a076dcaaa8d06685cac\` (\`offerTokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`drive_slots\` ADD \`held\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`waitlist_entries\` ADD CONSTRAINT \`FK_cc5689522e3be0198d8b3af1af7\` FOREIGN KEY (\`eventId\`) REFERENCES \`events\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`waitlist_entries\` ADD CONSTRAINT \`FK_57642f3d0efcd6958d2a689a79b\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`waitlist_entries\` DROP FOREIGN KEY \`FK_57642f3d0efcd6958d2a689a79b\``);
    await queryRunner.query(`ALTER TABLE \`waitlist_entries\` DROP FOREIGN KEY \`FK_cc5689522e3be0198d8b3af1af7\``);
    await queryRunner.query(`ALTER TABLE \`drive_slots\` DROP COLUMN \`held\``);
    await queryRunner.query(`DROP INDEX \`IDX_cb0d6f8a076dcaaa8d06685cac\` ON \`waitlist_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_49324b9cf0d4c536b2962bfe37\` ON \`waitlist_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_47f1fd5b0ef719cf5601764c6d\` ON \`waitlist_entries\``);
    await queryRunner.query(`DROP INDEX \`IDX_57642f3d0efcd6958d2a689a79\` ON \`waitlist_entries\``);
    await queryRunner.query(`DROP TABLE \`waitlist_entries\``);
  }
}
