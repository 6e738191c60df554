import { MigrationInterface, QueryRunner } from 'typeorm';

/** Pending email address changes (their link's token hash). */
export class EmailChanges1795790674341 implements MigrationInterface {
  name = 'EmailChanges1795790674341';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`email_changes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`newEmail\` varchar(254) NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`expiresAt\` datetime(3) NOT NULL, \`usedAt\` datetime(3) NULL, \`createdAt\` datetime(3) NOT NULL, INDEX \`IDX_86352230c345fc670a55e7eb87\` (\`userId\`), UNIQUE INDEX \`IDX_c1036641ee915b673384d78181\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`email_changes\` ADD CONSTRAINT \`FK_86352230c345fc670a55e7eb87a\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`email_changes\` DROP FOREIGN KEY \`FK_86352230c345fc670a55e7eb87a\``);
    await queryRunner.query(`DROP INDEX \`IDX_c1036641ee915b673384d78181\` ON \`email_changes\``);
    await queryRunner.query(`DROP INDEX \`IDX_86352230c345fc670a55e7eb87\` ON \`email_changes\``);
    await queryRunner.query(`DROP TABLE \`email_changes\``);
  }
}
