import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox becomes a queue the worker delivers (status, attempts, backoff, lease, outcome), contacts follow their
 * reply's email, and password reset links get their table.
 * Edited by hand after generation: the new NOT NULL columns of outbox_emails are added with a default for the rows
 * already there (queued, due at once: kept mail is now delivered once SMTP_URL is set), which MODIFY then drops
 * (the entities have none); `reason` is dropped only after that, its one safe fact kept in lastError. Replies
 * recorded before this count as sent.
 */
export class OutboxPasswordReset1795475079138 implements MigrationInterface {
  name = 'OutboxPasswordReset1795475079138';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`password_reset_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`expiresAt\` datetime(3) NOT NULL, \`usedAt\` datetime(3) NULL, \`createdAt\` datetime(3) NOT NULL, INDEX \`IDX_d6a19d4b4f6c62dcd29daa497e\` (\`userId\`), UNIQUE INDEX \`IDX_1143abb8c3fad8b06dd857a8c9\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`password_reset_tokens\` ADD CONSTRAINT \`FK_d6a19d4b4f6c62dcd29daa497e2\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);

    await queryRunner.query(`ALTER TABLE \`contacts\` ADD \`replyStatus\` varchar(10) NULL, ADD \`replyEmailId\` int NULL`);
    await queryRunner.query(`UPDATE \`contacts\` SET \`replyStatus\` = 'sent' WHERE \`repliedAt\` IS NOT NULL`);

    await queryRunner.query(
      `ALTER TABLE \`outbox_emails\` ADD \`kind\` varchar(40) NOT NULL DEFAULT 'other', ADD \`aboutId\` int NULL, ADD \`status\` varchar(10) NOT NULL DEFAULT 'queued', ADD \`attempts\` int NOT NULL DEFAULT 0, ADD \`nextAttemptAt\` datetime(3) NULL, ADD \`claimedUntil\` datetime(3) NULL, ADD \`lastError\` varchar(200) NULL, ADD \`sentAt\` datetime(3) NULL`,
    );
    await queryRunner.query(
      `UPDATE \`outbox_emails\` SET \`nextAttemptAt\` = \`createdAt\`, \`lastError\` = CASE WHEN \`reason\` LIKE 'sending failed%' THEN 'ELEGACY sending failed before the outbox retried' ELSE NULL END`,
    );
    await queryRunner.query(
      `ALTER TABLE \`outbox_emails\` MODIFY \`kind\` varchar(40) NOT NULL, MODIFY \`status\` varchar(10) NOT NULL, MODIFY \`attempts\` int NOT NULL, MODIFY \`nextAttemptAt\` datetime(3) NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE \`outbox_emails\` DROP COLUMN \`reason\``);
    await queryRunner.query(`CREATE INDEX \`IDX_ea6ffd715ad2675379b5e80f7a\` ON \`outbox_emails\` (\`status\`, \`claimedUntil\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_d2a9bab221be10d43f00e548bd\` ON \`outbox_emails\` (\`status\`, \`nextAttemptAt\`, \`id\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_d2a9bab221be10d43f00e548bd\` ON \`outbox_emails\``);
    await queryRunner.query(`DROP INDEX \`IDX_ea6ffd715ad2675379b5e80f7a\` ON \`outbox_emails\``);
    await queryRunner.query(`ALTER TABLE \`outbox_emails\` ADD \`reason\` varchar(500) NOT NULL DEFAULT ''`);
    await queryRunner.query(`UPDATE \`outbox_emails\` SET \`reason\` = CASE WHEN \`status\` = 'sent' THEN 'sent' WHEN \`lastError\` IS NULL THEN 'SMTP_URL is not set' ELSE CONCAT('sending failed: ', \`lastError\`) END`);
    await queryRunner.query(`ALTER TABLE \`outbox_emails\` MODIFY \`reason\` varchar(500) NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE \`outbox_emails\` DROP COLUMN \`sentAt\`, DROP COLUMN \`lastError\`, DROP COLUMN \`claimedUntil\`, DROP COLUMN \`nextAttemptAt\`, DROP COLUMN \`attempts\`, DROP COLUMN \`status\`, DROP COLUMN \`aboutId\`, DROP COLUMN \`kind\``,
    );
    await queryRunner.query(`ALTER TABLE \`contacts\` DROP COLUMN \`replyEmailId\`, DROP COLUMN \`replyStatus\``);
    await queryRunner.query(`ALTER TABLE \`password_reset_tokens\` DROP FOREIGN KEY \`FK_d6a19d4b4f6c62dcd29daa497e2\``);
    await queryRunner.query(`DROP TABLE \`password_reset_tokens\``);
  }
}
