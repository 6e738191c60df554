import { MigrationInterface, QueryRunner } from 'typeorm';

export class EligibilityReminders1795858470738 implements MigrationInterface {
  name = 'EligibilityReminders1795858470738';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "eligibility_reminders" ("userId" integer NOT NULL, "eligibleOn" varchar(10) NOT NULL, "sentAt" datetime(3) NOT NULL, PRIMARY KEY ("userId", "eligibleOn"))`);
    await queryRunner.query(`CREATE TABLE "reminder_schedule" ("userId" integer PRIMARY KEY NOT NULL, "dueOn" varchar(10))`);
    await queryRunner.query(`CREATE INDEX "IDX_94d6946ee8cfb8b3ffefccabc5" ON "reminder_schedule" ("dueOn", "userId") `);
    await queryRunner.query(`CREATE TABLE "temporary_eligibility_reminders" ("userId" integer NOT NULL, "eligibleOn" varchar(10) NOT NULL, "sentAt" datetime(3) NOT NULL, CONSTRAINT "FK_334e49c09b2c7a099713c153d4a" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("userId", "eligibleOn"))`);
    await queryRunner.query(`INSERT INTO "temporary_eligibility_reminders"("userId", "eligibleOn", "sentAt") SELECT "userId", "eligibleOn", "sentAt" FROM "eligibility_reminders"`);
    await queryRunner.query(`DROP TABLE "eligibility_reminders"`);
    await queryRunner.query(`ALTER TABLE "temporary_eligibility_reminders" RENAME TO "eligibility_reminders"`);
    await queryRunner.query(`DROP INDEX "IDX_94d6946ee8cfb8b3ffefccabc5"`);
    await queryRunner.query(`CREATE TABLE "temporary_reminder_schedule" ("userId" integer PRIMARY KEY NOT NULL, "dueOn" varchar(10), CONSTRAINT "FK_1623c85f0c069cf9e3684413ced" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_reminder_schedule"("userId", "dueOn") SELECT "userId", "dueOn" FROM "reminder_schedule"`);
    await queryRunner.query(`DROP TABLE "reminder_schedule"`);
    await queryRunner.query(`ALTER TABLE "temporary_reminder_schedule" RENAME TO "reminder_schedule"`);
    await queryRunner.query(`CREATE INDEX "IDX_94d6946ee8cfb8b3ffefccabc5" ON "reminder_schedule" ("dueOn", "userId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_94d6946ee8cfb8b3ffefccabc5"`);
    await queryRunner.query(`ALTER TABLE "reminder_schedule" RENAME TO "temporary_reminder_schedule"`);
    await queryRunner.query(`CREATE TABLE "reminder_schedule" ("userId" integer PRIMARY KEY NOT NULL, "dueOn" varchar(10))`);
    await queryRunner.query(`INSERT INTO "reminder_schedule"("userId", "dueOn") SELECT "userId", "dueOn" FROM "temporary_reminder_schedule"`);
    await queryRunner.query(`DROP TABLE "temporary_reminder_schedule"`);
    await queryRunner.query(`CREATE INDEX "IDX_94d6946ee8cfb8b3ffefccabc5" ON "reminder_schedule" ("dueOn", "userId") `);
    await queryRunner.query(`ALTER TABLE "eligibility_reminders" RENAME TO "temporary_eligibility_reminders"`);
    await queryRunner.query(`CREATE TABLE "eligibility_reminders" ("userId" integer NOT NULL, "eligibleOn" varchar(10) NOT NULL, "sentAt" datetime(3) NOT NULL, PRIMARY KEY ("userId", "eligibleOn"))`);
    await queryRunner.query(`INSERT INTO "eligibility_reminders"("userId", "eligibleOn", "sentAt") SELECT "userId", "eligibleOn", "sentAt" FROM "temporary_eligibility_reminders"`);
    await queryRunner.query(`DROP TABLE "temporary_eligibility_reminders"`);
    await queryRunner.query(`DROP INDEX "IDX_94d6946ee8cfb8b3ffefccabc5"`);
    await queryRunner.query(`DROP TABLE "reminder_schedule"`);
    await queryRunner.query(`DROP TABLE "eligibility_reminders"`);
  }
}
