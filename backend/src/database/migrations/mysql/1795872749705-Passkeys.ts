import { MigrationInterface, QueryRunner } from 'typeorm';

export class Passkeys1795872749705 implements MigrationInterface {
  name = 'Passkeys1795872749705';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`webauthn_challenges\` (\`id\` int NOT NULL AUTO_INCREMENT, \`challengeHash\` varchar(64) NOT NULL, \`purpose\` varchar(16) NOT NULL, \`userId\` int NULL, \`expiresAt\` datetime(3) NOT NULL, UNIQUE INDEX \`IDX_2150bf20f11f4efb94a598e362\` (\`challengeHash\`), INDEX \`IDX_23d1a33c72a062bb86f50f26b4\` (\`expiresAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`passkeys\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`credentialId\` varchar(255) NOT NULL, \`publicKey\` text NOT NULL, \`counter\` bigint NOT NULL, \`transports\` text NOT NULL, \`deviceType\` varchar(16) NOT NULL, \`backedUp\` tinyint NOT NULL, \`name\` varchar(60) NOT NULL, \`createdAt\` datetime(3) NOT NULL, \`lastUsedAt\` datetime(3) NULL, UNIQUE INDEX \`IDX_fca092c48965a076c32c58f3b0\` (\`credentialId\`), INDEX \`IDX_d609b5739290d55188aef15e81\` (\`userId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`webauthn_challenges\` ADD CONSTRAINT \`FK_64dc3478683b21e8b8879868713\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`passkeys\` ADD CONSTRAINT \`FK_968841087720e5f58e120ea8262\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`passkeys\` DROP FOREIGN KEY \`FK_968841087720e5f58e120ea8262\``);
    await queryRunner.query(`ALTER TABLE \`webauthn_challenges\` DROP FOREIGN KEY \`FK_64dc3478683b21e8b8879868713\``);
    await queryRunner.query(`DROP INDEX \`IDX_d609b5739290d55188aef15e81\` ON \`passkeys\``);
    await queryRunner.query(`DROP INDEX \`IDX_fca092c48965a076c32c58f3b0\` ON \`passkeys\``);
    await queryRunner.query(`DROP TABLE \`passkeys\``);
    await queryRunner.query(`DROP INDEX \`IDX_23d1a33c72a062bb86f50f26b4\` ON \`webauthn_challenges\``);
    await queryRunner.query(`DROP INDEX \`IDX_2150bf20f11f4efb94a598e362\` ON \`webauthn_challenges\``);
    await queryRunner.query(`DROP TABLE \`webauthn_challenges\``);
  }
}
