import { MigrationInterface, QueryRunner } from 'typeorm';

export class DonationJourneys1795856767711 implements MigrationInterface {
  name = 'DonationJourneys1795856767711';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`hospitals\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`nameKey\` varchar(100) NOT NULL, \`city\` varchar(100) NOT NULL, \`createdAt\` datetime(3) NOT NULL, UNIQUE INDEX \`IDX_6c330855ee492a0f6d17de22e7\` (\`nameKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`donation_journeys\` (\`donationId\` int NOT NULL, \`status\` varchar(9) NOT NULL, \`hospitalId\` int NULL, \`date\` varchar(10) NOT NULL, \`reason\` varchar(15) NULL, \`updatedAt\` datetime(3) NOT NULL, INDEX \`IDX_8a3111b9064f46ab08e01c92ca\` (\`hospitalId\`), PRIMARY KEY (\`donationId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`donation_journey_notices\` (\`donationId\` int NOT NULL, \`status\` varchar(9) NOT NULL, \`sentAt\` datetime(3) NOT NULL, PRIMARY KEY (\`donationId\`, \`status\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`donation_journeys\` ADD CONSTRAINT \`FK_00554ebec8d7b9b6570bb9ae90b\` FOREIGN KEY (\`donationId\`) REFERENCES \`donations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`donation_journeys\` ADD CONSTRAINT \`FK_8a3111b9064f46ab08e01c92ca8\` FOREIGN KEY (\`hospitalId\`) REFERENCES \`hospitals\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`donation_journey_notices\` ADD CONSTRAINT \`FK_7564f4a277bc4b69c1835231ba9\` FOREIGN KEY (\`donationId\`) REFERENCES \`donations\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`donation_journey_notices\` DROP FOREIGN KEY \`FK_7564f4a277bc4b69c1835231ba9\``);
    await queryRunner.query(`ALTER TABLE \`donation_journeys\` DROP FOREIGN KEY \`FK_8a3111b9064f46ab08e01c92ca8\``);
    await queryRunner.query(`ALTER TABLE \`donation_journeys\` DROP FOREIGN KEY \`FK_00554ebec8d7b9b6570bb9ae90b\``);
    await queryRunner.query(`DROP TABLE \`donation_journey_notices\``);
    await queryRunner.query(`DROP INDEX \`IDX_8a3111b9064f46ab08e01c92ca\` ON \`donation_journeys\``);
    await queryRunner.query(`DROP TABLE \`donation_journeys\``);
    await queryRunner.query(`DROP INDEX \`IDX_6c330855ee492a0f6d17de22e7\` ON \`hospitals\``);
    await queryRunner.query(`DROP TABLE \`hospitals\``);
  }
}
