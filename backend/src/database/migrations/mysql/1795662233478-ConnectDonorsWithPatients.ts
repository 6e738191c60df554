import { MigrationInterface, QueryRunner } from 'typeorm';

export class ConnectDonorsWithPatients1795662233478 implements MigrationInterface {
  name = 'ConnectDonorsWithPatients1795662233478';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`available\` tinyint NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`availableCity\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`contactChannel\` varchar(10) NOT NULL DEFAULT 'email'`);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` ADD \`city\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` ADD \`hospital\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` ADD \`neededBy\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` ADD \`urgent\` tinyint NULL`);
    await queryRunner.query(`ALTER TABLE \`donations\` ADD \`donationType\` varchar(16) NOT NULL DEFAULT 'whole-blood'`);
    await queryRunner.query(`CREATE INDEX \`IDX_9f91c567e1436e1331a4613d56\` ON \`blood_requests\` (\`status\`, \`city\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_5a548f78bfeb08062c3d9bb2da\` ON \`blood_requests\` (\`city\`, \`id\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_5a548f78bfeb08062c3d9bb2da\` ON \`blood_requests\``);
    await queryRunner.query(`DROP INDEX \`IDX_9f91c567e1436e1331a4613d56\` ON \`blood_requests\``);
    await queryRunner.query(`ALTER TABLE \`donations\` DROP COLUMN \`donationType\``);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` DROP COLUMN \`urgent\``);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` DROP COLUMN \`neededBy\``);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` DROP COLUMN \`hospital\``);
    await queryRunner.query(`ALTER TABLE \`blood_requests\` DROP COLUMN \`city\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`contactChannel\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`availableCity\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`available\``);
  }
}
