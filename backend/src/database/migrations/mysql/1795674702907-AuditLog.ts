import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log: append-only for the application (no update or delete path). Its total is kept in list_counts by an
 * AFTER INSERT trigger (an entry is never changed or removed, so no other trigger), like the admin lists'.
 */
export class AuditLog1795674702907 implements MigrationInterface {
  name = 'AuditLog1795674702907';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`audit_log\` (\`id\` int NOT NULL AUTO_INCREMENT, \`at\` datetime(3) NOT NULL, \`actorId\` int NULL, \`actorRole\` varchar(20) NULL, \`action\` varchar(100) NOT NULL, \`recordType\` varchar(40) NULL, \`recordId\` varchar(64) NULL, \`fields\` varchar(1000) NOT NULL DEFAULT '', INDEX \`IDX_a6b8adfa094785bf8ed30f2688\` (\`action\`, \`at\`), INDEX \`IDX_5a838a143d15cdbac0f45b32d2\` (\`actorId\`, \`at\`), INDEX \`IDX_57413b6472a19160df0c042426\` (\`at\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(
      `CREATE TRIGGER audit_log_counts_insert AFTER INSERT ON audit_log FOR EACH ROW BEGIN INSERT INTO list_counts (tableName, c1, c2, total) VALUES ('audit_log', '', '', 1) ON DUPLICATE KEY UPDATE total = total + 1; END`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS audit_log_counts_insert`);
    await queryRunner.query(`DELETE FROM list_counts WHERE tableName = 'audit_log'`);
    await queryRunner.query(`DROP INDEX \`IDX_57413b6472a19160df0c042426\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_5a838a143d15cdbac0f45b32d2\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_a6b8adfa094785bf8ed30f2688\` ON \`audit_log\``);
    await queryRunner.query(`DROP TABLE \`audit_log\``);
  }
}
