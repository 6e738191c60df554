import { MigrationInterface, QueryRunner } from 'typeorm';

export class WaveAttempts1795789930639 implements MigrationInterface {
  name = 'WaveAttempts1795789930639';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`match_wave_jobs\` ADD \`attempts\` int NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`match_wave_jobs\` DROP COLUMN \`attempts\``);
  }
}
