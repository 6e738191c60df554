import { MigrationInterface, QueryRunner } from 'typeorm';

export class Volunteers1795232266030 implements MigrationInterface {
  name = 'Volunteers1795232266030';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`volunteers\` (\`id\` int NOT NULL AUTO_INCREMENT, \`firstName\` varchar(100) NOT NULL, \`lastName\` varchar(100) NOT NULL, \`dob\` varchar(10) NOT NULL, \`gender\` varchar(6) NOT NULL, \`phone\` varchar(20) NOT NULL, \`email\` varchar(254) NOT NULL, \`address\` varchar(2000) NOT NULL, \`city\` varchar(100) NOT NULL, \`state\` varchar(100) NOT NULL, \`zipCode\` varchar(10) NOT NULL, \`message\` varchar(2000) NOT NULL, \`userId\` int NULL, \`createdAt\` datetime(3) NOT NULL, \`eventId\` int NULL, INDEX \`IDX_c5b9b4185566de68e8ba4c0fef\` (\`userId\`), INDEX \`IDX_e774d17c65b18074e9afeccadc\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`volunteers\` ADD CONSTRAINT \`FK_e4347d0aeaf4cd2be9eaa7561af\` FOREIGN KEY (\`eventId\`) REFERENCES \`events\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`volunteers\` ADD CONSTRAINT \`FK_c5b9b4185566de68e8ba4c0fefd\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`volunteers\` DROP FOREIGN KEY \`FK_c5b9b4185566de68e8ba4c0fefd\``);
    await queryRunner.query(`ALTER TABLE \`volunteers\` DROP FOREIGN KEY \`FK_e4347d0aeaf4cd2be9eaa7561af\``);
    await queryRunner.query(`DROP INDEX \`IDX_e774d17c65b18074e9afeccadc\` ON \`volunteers\``);
    await queryRunner.query(`DROP INDEX \`IDX_c5b9b4185566de68e8ba4c0fef\` ON \`volunteers\``);
    await queryRunner.query(`DROP TABLE \`volunteers\``);
  }
}
