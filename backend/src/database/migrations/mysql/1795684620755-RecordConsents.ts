import { MigrationInterface, QueryRunner } from 'typeorm';

export class RecordConsents1795684620755 implements MigrationInterface {
  name = 'RecordConsents1795684620755';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`consents\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NULL, \`subscriberId\` int NULL, \`purpose\` varchar(20) NOT NULL, \`version\` varchar(20) NOT NULL, \`statement\` varchar(500) NOT NULL, \`givenAt\` datetime(3) NOT NULL, \`withdrawnAt\` datetime(3) NULL, INDEX \`IDX_270e60eab44afacd3ef59b4634\` (\`subscriberId\`, \`purpose\`, \`withdrawnAt\`), INDEX \`IDX_e1aee4729a3a17c20450440d21\` (\`userId\`, \`purpose\`, \`withdrawnAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`consents\` ADD CONSTRAINT \`FK_7736e32000c01e8e189d1d4a0dd\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`consents\` ADD CONSTRAINT \`FK_6a5ce6531f8808b7c5594b53979\` FOREIGN KEY (\`subscriberId\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`consents\` DROP FOREIGN KEY \`FK_6a5ce6531f8808b7c5594b53979\``);
    await queryRunner.query(`ALTER TABLE \`consents\` DROP FOREIGN KEY \`FK_7736e32000c01e8e189d1d4a0dd\``);
    await queryRunner.query(`DROP INDEX \`IDX_e1aee4729a3a17c20450440d21\` ON \`consents\``);
    await queryRunner.query(`DROP INDEX \`IDX_270e60eab44afacd3ef59b4634\` ON \`consents\``);
    await queryRunner.query(`DROP TABLE \`consents\``);
  }
}
