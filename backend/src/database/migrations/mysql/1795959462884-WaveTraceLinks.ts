import { MigrationInterface, QueryRunner } from 'typeorm';

/** A donor-ask wave keeps the traceparent of the span that scheduled it (MatchWaveJob.traceParent). */
export class WaveTraceLinks1795959462884 implements MigrationInterface {
  name = 'WaveTraceLinks1795959462884';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`match_wave_jobs\` ADD \`traceParent\` varchar(55) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`match_wave_jobs\` DROP COLUMN \`traceParent\``);
  }
}
