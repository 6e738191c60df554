import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Asking donors for approved blood requests: donor_asks (one per donor and request, with the answer) and
 * match_wave_jobs (the next wave due per request, claimed with a lease by the wave worker).
 * Written by hand from the generated one: each table is created with its foreign keys at once instead of being
 * created and then rebuilt; the schema is the same.
 */
export class DonorAsks1795673170256 implements MigrationInterface {
  name = 'DonorAsks1795673170256';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "donor_asks" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "bloodRequestId" integer NOT NULL, "userId" integer NOT NULL, "askedAt" datetime(3) NOT NULL, "answer" varchar(3), "answeredAt" datetime(3), CONSTRAINT "UQ_896233a8182c77c677b7ae9c6a8" UNIQUE ("bloodRequestId", "userId"), CONSTRAINT "FK_08fc2a0c48eb1919a6037391033" FOREIGN KEY ("bloodRequestId") REFERENCES "blood_requests" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_c19a3ed7c3b19dbeae78492bcc1" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_575b672fa7730dea46a7e2a900" ON "donor_asks" ("bloodRequestId", "answer") `);
    await queryRunner.query(`CREATE INDEX "IDX_dcef75ceca43edf58a6e6f1628" ON "donor_asks" ("userId", "askedAt") `);
    await queryRunner.query(`CREATE TABLE "match_wave_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "bloodRequestId" integer NOT NULL, "dueAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), CONSTRAINT "UQ_9e08f8c715b626c44cb25ad01a0" UNIQUE ("bloodRequestId"), CONSTRAINT "FK_9e08f8c715b626c44cb25ad01a0" FOREIGN KEY ("bloodRequestId") REFERENCES "blood_requests" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_dbcc6753a86bf18a140a254c3e" ON "match_wave_jobs" ("claimedUntil") `);
    await queryRunner.query(`CREATE INDEX "IDX_5987cbf9bcf0989159759d3cbb" ON "match_wave_jobs" ("dueAt", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_5987cbf9bcf0989159759d3cbb"`);
    await queryRunner.query(`DROP INDEX "IDX_dbcc6753a86bf18a140a254c3e"`);
    await queryRunner.query(`DROP TABLE "match_wave_jobs"`);
    await queryRunner.query(`DROP INDEX "IDX_dcef75ceca43edf58a6e6f1628"`);
    await queryRunner.query(`DROP INDEX "IDX_575b672fa7730dea46a7e2a900"`);
    await queryRunner.query(`DROP TABLE "donor_asks"`);
  }
}
