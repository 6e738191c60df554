import { MigrationInterface, QueryRunner } from 'typeorm';

/** Asking donors for approved blood requests: donor_asks and match_wave_jobs (see the SQLite migration). */
export class DonorAsks1795673170256 implements MigrationInterface {
  name = 'DonorAsks1795673170256';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`donor_asks\` (\`id\` int NOT NULL AUTO_INCREMENT, \`bloodRequestId\` int NOT NULL, \`userId\` int NOT NULL, \`askedAt\` datetime(3) NOT NULL, \`answer\` varchar(3) NULL, \`answeredAt\` datetime(3) NULL, INDEX \`IDX_575b672fa7730dea46a7e2a900\` (\`bloodRequestId\`, \`answer\`), INDEX \`IDX_dcef75ceca43edf58a6e6f1628\` (\`userId\`, \`askedAt\`), UNIQUE INDEX \`IDX_896233a8182c77c677b7ae9c6a\` (\`bloodRequestId\`, \`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`match_wave_jobs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`bloodRequestId\` int NOT NULL, \`dueAt\` datetime(3) NOT NULL, \`claimedUntil\` datetime(3) NULL, INDEX \`IDX_dbcc6753a86bf18a140a254c3e\` (\`claimedUntil\`), INDEX \`IDX_5987cbf9bcf0989159759d3cbb\` (\`dueAt\`, \`id\`), UNIQUE INDEX \`IDX_9e08f8c715b626c44cb25ad01a\` (\`bloodRequestId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`donor_asks\` ADD CONSTRAINT \`FK_08fc2a0c48eb1919a6037391033\` FOREIGN KEY (\`bloodRequestId\`) REFERENCES \`blood_requests\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`donor_asks\` ADD CONSTRAINT \`FK_c19a3ed7c3b19dbeae78492bcc1\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`match_wave_jobs\` ADD CONSTRAINT \`FK_9e08f8c715b626c44cb25ad01a0\` FOREIGN KEY (\`bloodRequestId\`) REFERENCES \`blood_requests\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`match_wave_jobs\` DROP FOREIGN KEY \`FK_9e08f8c715b626c44cb25ad01a0\``);
    await queryRunner.query(`ALTER TABLE \`donor_asks\` DROP FOREIGN KEY \`FK_c19a3ed7c3b19dbeae78492bcc1\``);
    await queryRunner.query(`ALTER TABLE \`donor_asks\` DROP FOREIGN KEY \`FK_08fc2a0c48eb1919a6037391033\``);
    await queryRunner.query(`DROP INDEX \`IDX_9e08f8c715b626c44cb25ad01a\` ON \`match_wave_jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_5987cbf9bcf0989159759d3cbb\` ON \`match_wave_jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_dbcc6753a86bf18a140a254c3e\` ON \`match_wave_jobs\``);
    await queryRunner.query(`DROP TABLE \`match_wave_jobs\``);
    await queryRunner.query(`DROP INDEX \`IDX_896233a8182c77c677b7ae9c6a\` ON \`donor_asks\``);
    await queryRunner.query(`DROP INDEX \`IDX_dcef75ceca43edf58a6e6f1628\` ON \`donor_asks\``);
    await queryRunner.query(`DROP INDEX \`IDX_575b672fa7730dea46a7e2a900\` ON \`donor_asks\``);
    await queryRunner.query(`DROP TABLE \`donor_asks\``);
  }
}
