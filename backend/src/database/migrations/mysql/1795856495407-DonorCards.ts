import { MigrationInterface, QueryRunner } from 'typeorm';

export class DonorCards1795856495407 implements MigrationInterface {
  name = 'DonorCards1795856495407';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`donor_cards\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`nonce\` varchar(32) NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`shortCodeHash\` varchar(64) NOT NULL, \`issuedAt\` datetime(3) NOT NULL, \`expiresAt\` datetime(3) NOT NULL, UNIQUE INDEX \`IDX_1939025dd6b937390d687f9882\` (\`shortCodeHash\`), UNIQUE INDEX \`IDX_5a467a6a4ecfa0dacbfd84d489\` (\`tokenHash\`), UNIQUE INDEX \`IDX_bca15b95d938f66043fcb43215\` (\`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`donor_cards\` ADD CONSTRAINT \`FK_bca15b95d938f66043fcb43215d\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`donor_cards\` DROP FOREIGN KEY \`FK_bca15b95d938f66043fcb43215d\``);
    await queryRunner.query(`DROP INDEX \`IDX_bca15b95d938f66043fcb43215\` ON \`donor_cards\``);
    await queryRunner.query(`DROP INDEX \`IDX_5a467a6a4ecfa0dacbfd84d489\` ON \`donor_cards\``);
    await queryRunner.query(`DROP INDEX \`IDX_1939025dd6b937390d687f9882\` ON \`donor_cards\``);
    await queryRunner.query(`DROP TABLE \`donor_cards\``);
  }
}
