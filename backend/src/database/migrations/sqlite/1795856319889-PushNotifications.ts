import { MigrationInterface, QueryRunner } from 'typeorm';

export class PushNotifications1795856319889 implements MigrationInterface {
  name = 'PushNotifications1795856319889';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "push_subscriptions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "endpoint" text NOT NULL, "endpointHash" varchar(64) NOT NULL, "p256dh" varchar(100) NOT NULL, "auth" varchar(32) NOT NULL, "device" varchar(100) NOT NULL, "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0c6f734aadee4deb6b7868e08d" ON "push_subscriptions" ("endpointHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_e3d15ffdf7ab4099a44b973060" ON "push_subscriptions" ("userId", "id") `);
    await queryRunner.query(`CREATE TABLE "push_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "subscriptionId" integer NOT NULL, "purpose" varchar(20) NOT NULL, "payload" text NOT NULL, "status" varchar(10) NOT NULL, "attempts" integer NOT NULL, "nextAttemptAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), "lastError" varchar(200), "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_6551c5f3e7192e09ccb4618db4" ON "push_messages" ("status", "claimedUntil") `);
    await queryRunner.query(`CREATE INDEX "IDX_91f4bbc2a357d7abc687ce241a" ON "push_messages" ("status", "nextAttemptAt", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_0c6f734aadee4deb6b7868e08d"`);
    await queryRunner.query(`DROP INDEX "IDX_e3d15ffdf7ab4099a44b973060"`);
    await queryRunner.query(`CREATE TABLE "temporary_push_subscriptions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "endpoint" text NOT NULL, "endpointHash" varchar(64) NOT NULL, "p256dh" varchar(100) NOT NULL, "auth" varchar(32) NOT NULL, "device" varchar(100) NOT NULL, "createdAt" datetime(3) NOT NULL, CONSTRAINT "FK_4cc061875e9eecc311a94b3e431" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_push_subscriptions"("id", "userId", "endpoint", "endpointHash", "p256dh", "auth", "device", "createdAt") SELECT "id", "userId", "endpoint", "endpointHash", "p256dh", "auth", "device", "createdAt" FROM "push_subscriptions"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
    await queryRunner.query(`ALTER TABLE "temporary_push_subscriptions" RENAME TO "push_subscriptions"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0c6f734aadee4deb6b7868e08d" ON "push_subscriptions" ("endpointHash") `);
    await queryRunner.query(`CREATE INDEX "IDX_e3d15ffdf7ab4099a44b973060" ON "push_subscriptions" ("userId", "id") `);
    await queryRunner.query(`DROP INDEX "IDX_6551c5f3e7192e09ccb4618db4"`);
    await queryRunner.query(`DROP INDEX "IDX_91f4bbc2a357d7abc687ce241a"`);
    await queryRunner.query(`CREATE TABLE "temporary_push_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "subscriptionId" integer NOT NULL, "purpose" varchar(20) NOT NULL, "payload" text NOT NULL, "status" varchar(10) NOT NULL, "attempts" integer NOT NULL, "nextAttemptAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), "lastError" varchar(200), "createdAt" datetime(3) NOT NULL, CONSTRAINT "FK_d5e0f018fbb78260c9ef9928889" FOREIGN KEY ("subscriptionId") REFERENCES "push_subscriptions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_push_messages"("id", "subscriptionId", "purpose", "payload", "status", "attempts", "nextAttemptAt", "claimedUntil", "lastError", "createdAt") SELECT "id", "subscriptionId", "purpose", "payload", "status", "attempts", "nextAttemptAt", "claimedUntil", "lastError", "createdAt" FROM "push_messages"`);
    await queryRunner.query(`DROP TABLE "push_messages"`);
    await queryRunner.query(`ALTER TABLE "temporary_push_messages" RENAME TO "push_messages"`);
    await queryRunner.query(`CREATE INDEX "IDX_6551c5f3e7192e09ccb4618db4" ON "push_messages" ("status", "claimedUntil") `);
    await queryRunner.query(`CREATE INDEX "IDX_91f4bbc2a357d7abc687ce241a" ON "push_messages" ("status", "nextAttemptAt", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_91f4bbc2a357d7abc687ce241a"`);
    await queryRunner.query(`DROP INDEX "IDX_6551c5f3e7192e09ccb4618db4"`);
    await queryRunner.query(`ALTER TABLE "push_messages" RENAME TO "temporary_push_messages"`);
    await queryRunner.query(`CREATE TABLE "push_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "subscriptionId" integer NOT NULL, "purpose" varchar(20) NOT NULL, "payload" text NOT NULL, "status" varchar(10) NOT NULL, "attempts" integer NOT NULL, "nextAttemptAt" datetime(3) NOT NULL, "claimedUntil" datetime(3), "lastError" varchar(200), "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "push_messages"("id", "subscriptionId", "purpose", "payload", "status", "attempts", "nextAttemptAt", "claimedUntil", "lastError", "createdAt") SELECT "id", "subscriptionId", "purpose", "payload", "status", "attempts", "nextAttemptAt", "claimedUntil", "lastError", "createdAt" FROM "temporary_push_messages"`);
    await queryRunner.query(`DROP TABLE "temporary_push_messages"`);
    await queryRunner.query(`CREATE INDEX "IDX_91f4bbc2a357d7abc687ce241a" ON "push_messages" ("status", "nextAttemptAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_6551c5f3e7192e09ccb4618db4" ON "push_messages" ("status", "claimedUntil") `);
    await queryRunner.query(`DROP INDEX "IDX_e3d15ffdf7ab4099a44b973060"`);
    await queryRunner.query(`DROP INDEX "IDX_0c6f734aadee4deb6b7868e08d"`);
    await queryRunner.query(`ALTER TABLE "push_subscriptions" RENAME TO "temporary_push_subscriptions"`);
    await queryRunner.query(`CREATE TABLE "push_subscriptions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "userId" integer NOT NULL, "endpoint" text NOT NULL, "endpointHash" varchar(64) NOT NULL, "p256dh" varchar(100) NOT NULL, "auth" varchar(32) NOT NULL, "device" varchar(100) NOT NULL, "createdAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "push_subscriptions"("id", "userId", "endpoint", "endpointHash", "p256dh", "auth", "device", "createdAt") SELECT "id", "userId", "endpoint", "endpointHash", "p256dh", "auth", "device", "createdAt" FROM "temporary_push_subscriptions"`);
    await queryRunner.query(`DROP TABLE "temporary_push_subscriptions"`);
    await queryRunner.query(`CREATE INDEX "IDX_e3d15ffdf7ab4099a44b973060" ON "push_subscriptions" ("userId", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0c6f734aadee4deb6b7868e08d" ON "push_subscriptions" ("endpointHash") `);
    await queryRunner.query(`DROP INDEX "IDX_91f4bbc2a357d7abc687ce241a"`);
    await queryRunner.query(`DROP INDEX "IDX_6551c5f3e7192e09ccb4618db4"`);
    await queryRunner.query(`DROP TABLE "push_messages"`);
    await queryRunner.query(`DROP INDEX "IDX_e3d15ffdf7ab4099a44b973060"`);
    await queryRunner.query(`DROP INDEX "IDX_0c6f734aadee4deb6b7868e08d"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
  }
}
