import { MigrationInterface, QueryRunner } from 'typeorm';

export class TwoFactor1795903540769 implements MigrationInterface {
  name = 'TwoFactor1795903540769';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`totp_factors\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`sealedSecret\` varchar(255) NOT NULL, \`confirmedAt\` datetime NULL, \`lastTimeStep\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`REL_ec87d7f0add5de08a0ddca7d41\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`recovery_codes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`codeHash\` varchar(64) NOT NULL, \`usedAt\` datetime NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_8ee959087728f17dac81cb93dd\` (\`userId\`, \`codeHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`refresh_sessions\` ADD \`secondFactorAt\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`totp_factors\` ADD CONSTRAINT \`FK_ec87d7f0add5de08a0ddca7d41e\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`recovery_codes\` ADD CONSTRAINT \`FK_5ab5f51b1ca8fcc0073d76fd3d9\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`recovery_codes\` DROP FOREIGN KEY \`FK_5ab5f51b1ca8fcc0073d76fd3d9\``);
    await queryRunner.query(`ALTER TABLE \`totp_factors\` DROP FOREIGN KEY \`FK_ec87d7f0add5de08a0ddca7d41e\``);
    await queryRunner.query(`ALTER TABLE \`refresh_sessions\` DROP COLUMN \`secondFactorAt\``);
    await queryRunner.query(`DROP INDEX \`IDX_8ee959087728f17dac81cb93dd\` ON \`recovery_codes\``);
    await queryRunner.query(`DROP TABLE \`recovery_codes\``);
    await queryRunner.query(`DROP INDEX \`REL_ec87d7f0add5de08a0ddca7d41\` ON \`totp_factors\``);
    await queryRunner.query(`DROP TABLE \`totp_factors\``);
  }
}
