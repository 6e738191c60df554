import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A donor-ask wave keeps the traceparent of the span that scheduled it (MatchWaveJob.traceParent). A nullable column
 * added in place (SQLite's ADD COLUMN changes no row), not the table copy TypeORM writes for SQLite.
 */
export class WaveTraceLinks1795959462884 implements MigrationInterface {
  name = 'WaveTraceLinks1795959462884';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "match_wave_jobs" ADD COLUMN "traceParent" varchar(55)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "match_wave_jobs" DROP COLUMN "traceParent"`);
  }
}
