import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1795229365467 implements MigrationInterface {
  name = 'Foundation1795229365467';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`username\` varchar(50) NOT NULL, \`email\` varchar(254) NOT NULL, \`age\` int NULL, \`bloodGroup\` varchar(3) NULL, \`gender\` varchar(10) NULL, \`mobile\` varchar(20) NULL, \`passwordHash\` varchar(60) NOT NULL, \`role\` varchar(20) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_97672ac88f789774dd47f7c8be\` (\`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`refresh_sessions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`familyId\` varchar(36) NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`keepLoggedIn\` tinyint NOT NULL, \`expiresAt\` datetime NOT NULL, \`usedAt\` datetime NULL, \`revokedAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_7456184993049cee6e5b3df722\` (\`familyId\`), UNIQUE INDEX \`IDX_2cc521fed1a42c97ac78b1ffb6\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`refresh_sessions\` ADD CONSTRAINT \`FK_78744bff965517952df6c02da76\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`refresh_sessions\` DROP FOREIGN KEY \`FK_78744bff965517952df6c02da76\``);
    await queryRunner.query(`DROP INDEX \`IDX_2cc521fed1a42c97ac78b1ffb6\` ON \`refresh_sessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_7456184993049cee6e5b3df722\` ON \`refresh_sessions\``);
    await queryRunner.query(`DROP TABLE \`refresh_sessions\``);
    await queryRunner.query(`DROP INDEX \`IDX_97672ac88f789774dd47f7c8be\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
  }
}
