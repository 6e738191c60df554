import { MigrationInterface, QueryRunner } from 'typeorm';

export class SessionDeviceAndLastUse1795870609973 implements MigrationInterface {
  name = 'SessionDeviceAndLastUse1795870609973';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`refresh_sessions\` ADD \`device\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`refresh_sessions\` ADD \`lastUsedAt\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`refresh_sessions\` DROP COLUMN \`lastUsedAt\``);
    await queryRunner.query(`ALTER TABLE \`refresh_sessions\` DROP COLUMN \`device\``);
  }
}
