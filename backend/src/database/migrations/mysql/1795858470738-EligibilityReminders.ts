import { MigrationInterface, QueryRunner } from 'typeorm';

export class EligibilityReminders1795858470738 implements MigrationInterface {
  name = 'EligibilityReminders1795858470738';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`eligibility_reminders\` (\`userId\` int NOT NULL, \`eligibleOn\` varchar(10) NOT NULL, \`sentAt\` datetime(3) NOT NULL, PRIMARY KEY (\`userId\`, \`eligibleOn\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`reminder_schedule\` (\`userId\` int NOT NULL, \`dueOn\` varchar(10) NULL, INDEX \`IDX_94d6946ee8cfb8b3ffefccabc5\` (\`dueOn\`, \`userId\`), PRIMARY KEY (\`userId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`eligibility_reminders\` ADD CONSTRAINT \`FK_334e49c09b2c7a099713c153d4a\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`reminder_schedule\` ADD CONSTRAINT \`FK_1623c85f0c069cf9e3684413ced\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`reminder_schedule\` DROP FOREIGN KEY \`FK_1623c85f0c069cf9e3684413ced\``);
    await queryRunner.query(`ALTER TABLE \`eligibility_reminders\` DROP FOREIGN KEY \`FK_334e49c09b2c7a099713c153d4a\``);
    await queryRunner.query(`DROP INDEX \`IDX_94d6946ee8cfb8b3ffefccabc5\` ON \`reminder_schedule\``);
    await queryRunner.query(`DROP TABLE \`reminder_schedule\``);
    await queryRunner.query(`DROP TABLE \`eligibility_reminders\``);
  }
}
