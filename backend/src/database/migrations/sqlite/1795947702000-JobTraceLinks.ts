import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Queued emails and pushes keep the traceparent of the span that queued them (LeasedMessage.traceParent). A nullable
 * column added in place (SQLite's ADD COLUMN changes no row), not the table copy TypeORM writes for SQLite.
 */
export class JobTraceLinks1795947702000 implements MigrationInterface {
  name = 'JobTraceLinks1795947702000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "push_messages" ADD COLUMN "traceParent" varchar(55)`);
    await queryRunner.query(`ALTER TABLE "outbox_emails" ADD COLUMN "traceParent" varchar(55)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_emails" DROP COLUMN "traceParent"`);
    await queryRunner.query(`ALTER TABLE "push_messages" DROP COLUMN "traceParent"`);
  }
}
