import { MigrationInterface, QueryRunner } from 'typeorm';

const OUTBOX_COLUMNS = `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "to" varchar(254) NOT NULL, "subject" varchar(200) NOT NULL, "text" text NOT NULL, "createdAt" datetime(3) NOT NULL`;

/**
 * The outbox becomes a queue the worker delivers (status, attempts, backoff, lease, outcome), contacts follow their
 * reply's email, and password reset links get their table.
 * Written by hand from the generated one: contacts gets its two columns with ADD COLUMN instead of a rebuild, which
 * would have dropped its list triggers (see AdminListIndexes); outbox_emails (no triggers) is rebuilt once, its rows
 * kept as queued and due at once (kept mail is now delivered once SMTP_URL is set), the one safe fact of `reason`
 * kept in lastError; password_reset_tokens is created with its foreign key at once. Replies recorded before this
 * count as sent.
 */
export class OutboxPasswordReset1795475079138 implements MigrationInterface {
  name = 'OutboxPasswordReset1795475079138';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "password_reset_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime(3) NOT NULL, "usedAt" datetime(3), "createdAt" datetime(3) NOT NULL, CONSTRAINT "UQ_1143abb8c3fad8b06dd857a8c9c" UNIQUE ("tokenHash"), CONSTRAINT "FK_d6a19d4b4f6c62dcd29daa497e2" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_d6a19d4b4f6c62dcd29daa497e" ON "password_reset_tokens" ("userId") `);

    await queryRunner.query(`ALTER TABLE "contacts" ADD COLUMN "replyStatus" varchar(10)`);
    await queryRunner.query(`ALTER TABLE "contacts" ADD COLUMN "replyEmailId" integer`);
    await queryRunner.query(`UPDATE "contacts" SET "replyStatus" = 'sent' WHERE "repliedAt" IS NOT NULL`);

    await queryRunner.query(
      `CREATE TABLE "temporary_outbox_emails" (${OUTBOX_COLUMNS}, "kind" varchar(40) NOT NULL, "aboutId" integer, "status" varchar(10) NOT NULL, "attempts" integer NOT NULL, "nextAttemptAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), "lastError" varchar(200), "sentAt" datetime(3))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_outbox_emails"("id", "to", "subject", "text", "createdAt", "kind", "aboutId", "status", "attempts", "nextAttemptAt", "claimedUntil", "lastError", "sentAt") SELECT "id", "to", "subject", "text", "createdAt", 'other', NULL, 'queued', 0, "createdAt", NULL, CASE WHEN "reason" LIKE 'sending failed%' THEN 'ELEGACY sending failed before the outbox retried' ELSE NULL END, NULL FROM "outbox_emails"`,
    );
    await queryRunner.query(`DROP TABLE "outbox_emails"`);
    await queryRunner.query(`ALTER TABLE "temporary_outbox_emails" RENAME TO "outbox_emails"`);
    await queryRunner.query(`CREATE INDEX "IDX_ea6ffd715ad2675379b5e80f7a" ON "outbox_emails" ("status", "claimedUntil") `);
    await queryRunner.query(`CREATE INDEX "IDX_d2a9bab221be10d43f00e548bd" ON "outbox_emails" ("status", "nextAttemptAt", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d2a9bab221be10d43f00e548bd"`);
    await queryRunner.query(`DROP INDEX "IDX_ea6ffd715ad2675379b5e80f7a"`);
    await queryRunner.query(`ALTER TABLE "outbox_emails" RENAME TO "temporary_outbox_emails"`);
    await queryRunner.query(`CREATE TABLE "outbox_emails" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "to" varchar(254) NOT NULL, "subject" varchar(200) NOT NULL, "text" text NOT NULL, "reason" varchar(500) NOT NULL, "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(
      `INSERT INTO "outbox_emails"("id", "to", "subject", "text", "reason", "createdAt") SELECT "id", "to", "subject", "text", CASE WHEN "status" = 'sent' THEN 'sent' WHEN "lastError" IS NULL THEN 'SMTP_URL is not set' ELSE 'sending failed: ' || "lastError" END, "createdAt" FROM "temporary_outbox_emails"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_outbox_emails"`);
    await queryRunner.query(`ALTER TABLE "contacts" DROP COLUMN "replyEmailId"`);
    await queryRunner.query(`ALTER TABLE "contacts" DROP COLUMN "replyStatus"`);
    await queryRunner.query(`DROP INDEX "IDX_d6a19d4b4f6c62dcd29daa497e"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
  }
}
