import { MigrationInterface, QueryRunner } from 'typeorm';

export class CaptchaContacts1795232136929 implements MigrationInterface {
  name = 'CaptchaContacts1795232136929';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`captcha_uses\` (\`signature\` varchar(128) NOT NULL, \`expiresAt\` datetime(3) NOT NULL, INDEX \`IDX_ebdc84b321c42c62f1757795c0\` (\`expiresAt\`), PRIMARY KEY (\`signature\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`contacts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`email\` varchar(254) NOT NULL, \`subject\` varchar(100) NOT NULL, \`message\` varchar(2000) NOT NULL, \`createdAt\` datetime(3) NOT NULL, INDEX \`IDX_d85a678bac9a6dfaa3be9603fb\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_d85a678bac9a6dfaa3be9603fb\` ON \`contacts\``);
    await queryRunner.query(`DROP TABLE \`contacts\``);
    await queryRunner.query(`DROP INDEX \`IDX_ebdc84b321c42c62f1757795c0\` ON \`captcha_uses\``);
    await queryRunner.query(`DROP TABLE \`captcha_uses\``);
  }
}
