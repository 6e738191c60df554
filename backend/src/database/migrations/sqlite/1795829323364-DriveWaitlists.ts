import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drive waitlists (issue 23 point 4): the chairs held for offers (a column added in place) and the waitlist entries
 * with their offer.
 */
export class DriveWaitlists1795829323364 implements MigrationInterface {
  name = 'DriveWaitlists1795829323364';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "drive_slots" ADD COLUMN "held" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`CREATE TABLE "waitlist_entries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "eventId" integer NOT NULL, "userId" integer NOT NULL, "joinedAt" datetime(3) NOT NULL, "offerSlotId" integer, "offerTokenHash" varchar(64), "offerExpiresAt" datetime(3), CONSTRAINT "UQ_cb0d6f8a076dcaaa8d06685cac2" UNIQUE ("offerTokenHash"), CONSTRAINT "FK_cc5689522e3be0198d8b3af1af7" FOREIGN KEY ("eventId") REFERENCES "events" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_57642f3d0efcd6958d2a689a79b" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`CREATE INDEX "IDX_57642f3d0efcd6958d2a689a79" ON "waitlist_entries" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_47f1fd5b0ef719cf5601764c6d" ON "waitlist_entries" ("offerExpiresAt") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_49324b9cf0d4c536b2962bfe37" ON "waitlist_entries" ("eventId", "userId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "waitlist_entries"`);
    await queryRunner.query(`ALTER TABLE "drive_slots" DROP COLUMN "held"`);
  }
}
