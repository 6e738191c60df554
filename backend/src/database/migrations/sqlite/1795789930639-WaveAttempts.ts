import { MigrationInterface, QueryRunner } from 'typeorm';

export class WaveAttempts1795789930639 implements MigrationInterface {
  name = 'WaveAttempts1795789930639';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_5987cbf9bcf0989159759d3cbb"`);
    await queryRunner.query(`DROP INDEX "IDX_dbcc6753a86bf18a140a254c3e"`);
    await queryRunner.query(`CREATE TABLE "temporary_match_wave_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "bloodRequestId" integer NOT NULL, "dueAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), "attempts" integer NOT NULL DEFAULT (0), CONSTRAINT "UQ_9e08f8c715b626c44cb25ad01a0" UNIQUE ("bloodRequestId"), CONSTRAINT "FK_9e08f8c715b626c44cb25ad01a0" FOREIGN KEY ("bloodRequestId") REFERENCES "blood_requests" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_match_wave_jobs"("id", "bloodRequestId", "dueAt", "claimedUntil") SELECT "id", "bloodRequestId", "dueAt", "claimedUntil" FROM "match_wave_jobs"`);
    await queryRunner.query(`DROP TABLE "match_wave_jobs"`);
    await queryRunner.query(`ALTER TABLE "temporary_match_wave_jobs" RENAME TO "match_wave_jobs"`);
    await queryRunner.query(`CREATE INDEX "IDX_5987cbf9bcf0989159759d3cbb" ON "match_wave_jobs" ("dueAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_dbcc6753a86bf18a140a254c3e" ON "match_wave_jobs" ("claimedUntil") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_dbcc6753a86bf18a140a254c3e"`);
    await queryRunner.query(`DROP INDEX "IDX_5987cbf9bcf0989159759d3cbb"`);
    await queryRunner.query(`ALTER TABLE "match_wave_jobs" RENAME TO "temporary_match_wave_jobs"`);
    await queryRunner.query(`CREATE TABLE "match_wave_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "bloodRequestId" integer NOT NULL, "dueAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), CONSTRAINT "UQ_9e08f8c715b626c44cb25ad01a0" UNIQUE ("bloodRequestId"), CONSTRAINT "FK_9e08f8c715b626c44cb25ad01a0" FOREIGN KEY ("bloodRequestId") REFERENCES "blood_requests" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "match_wave_jobs"("id", "bloodRequestId", "dueAt", "claimedUntil") SELECT "id", "bloodRequestId", "dueAt", "claimedUntil" FROM "temporary_match_wave_jobs"`);
    await queryRunner.query(`DROP TABLE "temporary_match_wave_jobs"`);
    await queryRunner.query(`CREATE INDEX "IDX_dbcc6753a86bf18a140a254c3e" ON "match_wave_jobs" ("claimedUntil") `);
    await queryRunner.query(`CREATE INDEX "IDX_5987cbf9bcf0989159759d3cbb" ON "match_wave_jobs" ("dueAt", "id") `);
  }
}
