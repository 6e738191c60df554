import { MigrationInterface, QueryRunner } from 'typeorm';

export class DonorFlows1795230909949 implements MigrationInterface {
  name = 'DonorFlows1795230909949';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`blood_requests\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`bloodGroup\` varchar(3) NOT NULL, \`units\` int NOT NULL, \`mobile\` varchar(20) NOT NULL, \`gender\` varchar(6) NOT NULL, \`age\` int NOT NULL, \`userId\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`email\` varchar(254) NOT NULL, \`disease\` varchar(100) NOT NULL, \`status\` varchar(8) NOT NULL, \`message\` varchar(500) NULL, INDEX \`IDX_c1a12f87e275593e567ffa6d09\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`location\` varchar(100) NOT NULL, \`dateTime\` datetime(3) NOT NULL, \`organizer\` varchar(100) NOT NULL, \`description\` varchar(2000) NOT NULL, INDEX \`IDX_5958ce069cf3c75c9939edc579\` (\`dateTime\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`donations\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`bloodGroup\` varchar(3) NOT NULL, \`units\` int NOT NULL, \`mobile\` varchar(20) NOT NULL, \`gender\` varchar(6) NOT NULL, \`age\` int NOT NULL, \`userId\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`city\` varchar(100) NOT NULL, \`address\` varchar(2000) NOT NULL, \`date\` varchar(10) NOT NULL, \`eventId\` int NULL, INDEX \`IDX_cfd5edc39019b9001bd86e90f7\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` ADD CONSTRAINT \`FK_c1a12f87e275593e567ffa6d098\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`donations\` ADD CONSTRAINT \`FK_cfd5edc39019b9001bd86e90f77\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`donations\` ADD CONSTRAINT \`FK_4d1e89040ddbda8f02c1f6de4c3\` FOREIGN KEY (\`eventId\`) REFERENCES \`events\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`donations\` DROP FOREIGN KEY \`FK_4d1e89040ddbda8f02c1f6de4c3\``);
    await queryRunner.query(`ALTER TABLE \`donations\` DROP FOREIGN KEY \`FK_cfd5edc39019b9001bd86e90f77\``);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` DROP FOREIGN KEY \`FK_c1a12f87e275593e567ffa6d098\``);
    await queryRunner.query(`DROP INDEX \`IDX_cfd5edc39019b9001bd86e90f7\` ON \`donations\``);
    await queryRunner.query(`DROP TABLE \`donations\``);
    await queryRunner.query(`DROP INDEX \`IDX_5958ce069cf3c75c9939edc579\` ON \`events\``);
    await queryRunner.query(`DROP TABLE \`events\``);
    await queryRunner.query(`DROP INDEX \`IDX_c1a12f87e275593e567ffa6d09\` ON \`blood_requests\``);
    await queryRunner.query(`DROP TABLE \`blood_requests\``);
  }
}
