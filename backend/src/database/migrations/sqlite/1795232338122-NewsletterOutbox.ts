import { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterOutbox1795232338122 implements MigrationInterface {
  name = 'NewsletterOutbox1795232338122';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "outbox_emails" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "to" varchar(254) NOT NULL, "subject" varchar(200) NOT NULL, "text" text NOT NULL, "reason" varchar(500) NOT NULL, "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE TABLE "newsletter_subscribers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "tokenHash" varchar(64) NOT NULL, "unsubscribedAt" datetime(3), "createdAt" datetime(3) NOT NULL, CONSTRAINT "UQ_0dc48416511f011f7de7b2a8f83" UNIQUE ("email"), CONSTRAINT "UQ_86cdb066ae1f8aabab7983d1f25" UNIQUE ("tokenHash"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_subscribers"`);
    await queryRunner.query(`DROP TABLE "outbox_emails"`);
  }
}
