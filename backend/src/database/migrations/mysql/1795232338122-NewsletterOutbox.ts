import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterOutbox1795232338122 implements MigrationInterface {
  name = 'NewsletterOutbox1795232338122';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`outbox_emails\` (\`id\` int NOT NULL AUTO_INCREMENT, \`to\` varchar(254) NOT NULL, \`subject\` varchar(200) NOT NULL, \`text\` text NOT NULL, \`reason\` varchar(500) NOT NULL, \`createdAt\` datetime(3) NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`newsletter_subscribers\` (\`id\` int NOT NULL AUTO_INCREMENT, \`email\` varchar(254) NOT NULL, \`tokenHash\` varchar(64) NOT NULL, \`unsubscribedAt\` datetime(3) NULL, \`createdAt\` datetime(3) NOT NULL, UNIQUE INDEX \`IDX_0dc48416511f011f7de7b2a8f8\` (\`email\`), UNIQUE INDEX \`IDX_86cdb066ae1f8aabab7983d1f2\` (\`tokenHash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_86cdb066ae1f8aabab7983d1f2\` ON \`newsletter_subscribers\``);
    await queryRunner.query(`DROP INDEX \`IDX_0dc48416511f011f7de7b2a8f8\` ON \`newsletter_subscribers\``);
    await queryRunner.query(`DROP TABLE \`newsletter_subscribers\``);
    await queryRunner.query(`DROP TABLE \`outbox_emails\``);
  }
}
