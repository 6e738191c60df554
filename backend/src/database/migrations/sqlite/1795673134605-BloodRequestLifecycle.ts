import { MigrationInterface, QueryRunner } from 'typeorm';

/** The list triggers of blood_requests (see AdminListIndexes), read before a rebuild drops them. */
async function listTriggers(queryRunner: QueryRunner): Promise<string[]> {
  const rows: { sql: string }[] = await queryRunner.query(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'blood_requests' ORDER BY name`);
  return rows.map((row) => row.sql);
}

/** Maps the closed statuses back to the nearest earlier ones (before the column narrows again). */
const REOPEN = `UPDATE "blood_requests" SET "status" = CASE "status" WHEN 'Fulfilled' THEN 'Approved' ELSE 'Rejected' END WHERE "status" IN ('Fulfilled', 'Cancelled', 'Expired')`;

/**
 * The blood request lifecycle: status now also holds Fulfilled, Cancelled and Expired, so its column widens to 9.
 * Generated, plus keeping the list triggers: SQLite widens a column by rebuilding the table, which drops them, so they
 * are read first and created again on the new table (list_counts stays right, as the rows are copied unchanged).
 */
export class BloodRequestLifecycle1795673134605 implements MigrationInterface {
  name = 'BloodRequestLifecycle1795673134605';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const triggers = await listTriggers(queryRunner);
    await queryRunner.query(`DROP INDEX "IDX_9f91c567e1436e1331a4613d56"`);
    await queryRunner.query(`DROP INDEX "IDX_ee09d050fc31b47db3f69b63fd"`);
    await queryRunner.query(`DROP INDEX "IDX_f501a9b08f522509a28b856985"`);
    await queryRunner.query(`DROP INDEX "IDX_5a548f78bfeb08062c3d9bb2da"`);
    await queryRunner.query(`DROP INDEX "IDX_c20935148e0e79230b8f4c2652"`);
    await queryRunner.query(`DROP INDEX "IDX_e702e3ecff2e806604ccd3007e"`);
    await queryRunner.query(`DROP INDEX "IDX_7b75e23232ae276880e77477e4"`);
    await queryRunner.query(`DROP INDEX "IDX_27442c1b744447e7e08a21c09e"`);
    await queryRunner.query(`DROP INDEX "IDX_3878362b64ef858596f89a5460"`);
    await queryRunner.query(`DROP INDEX "IDX_c1a12f87e275593e567ffa6d09"`);
    await queryRunner.query(`CREATE TABLE "temporary_blood_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "bloodGroup" varchar(3) NOT NULL, "units" integer NOT NULL, "mobile" varchar(20) NOT NULL, "gender" varchar(6) NOT NULL, "age" integer NOT NULL, "userId" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "disease" varchar(100) NOT NULL, "status" varchar(9) NOT NULL, "message" varchar(500), "city" varchar(100), "hospital" varchar(100), "neededBy" varchar(10), "urgent" boolean, CONSTRAINT "FK_c1a12f87e275593e567ffa6d098" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_blood_requests"("id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "email", "disease", "status", "message", "city", "hospital", "neededBy", "urgent") SELECT "id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "email", "disease", "status", "message", "city", "hospital", "neededBy", "urgent" FROM "blood_requests"`);
    await queryRunner.query(`DROP TABLE "blood_requests"`);
    await queryRunner.query(`ALTER TABLE "temporary_blood_requests" RENAME TO "blood_requests"`);
    await queryRunner.query(`CREATE INDEX "IDX_5a548f78bfeb08062c3d9bb2da" ON "blood_requests" ("city", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c20935148e0e79230b8f4c2652" ON "blood_requests" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e702e3ecff2e806604ccd3007e" ON "blood_requests" ("updatedAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7b75e23232ae276880e77477e4" ON "blood_requests" ("name", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_27442c1b744447e7e08a21c09e" ON "blood_requests" ("bloodGroup", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_3878362b64ef858596f89a5460" ON "blood_requests" ("units", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c1a12f87e275593e567ffa6d09" ON "blood_requests" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_9f91c567e1436e1331a4613d56" ON "blood_requests" ("status", "city") `);
    await queryRunner.query(`CREATE INDEX "IDX_f501a9b08f522509a28b856985" ON "blood_requests" ("status", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ee09d050fc31b47db3f69b63fd" ON "blood_requests" ("status", "createdAt", "id") `);
    for (const trigger of triggers) await queryRunner.query(trigger);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(REOPEN);
    const triggers = await listTriggers(queryRunner);
    await queryRunner.query(`DROP INDEX "IDX_ee09d050fc31b47db3f69b63fd"`);
    await queryRunner.query(`DROP INDEX "IDX_f501a9b08f522509a28b856985"`);
    await queryRunner.query(`DROP INDEX "IDX_9f91c567e1436e1331a4613d56"`);
    await queryRunner.query(`DROP INDEX "IDX_c1a12f87e275593e567ffa6d09"`);
    await queryRunner.query(`DROP INDEX "IDX_3878362b64ef858596f89a5460"`);
    await queryRunner.query(`DROP INDEX "IDX_27442c1b744447e7e08a21c09e"`);
    await queryRunner.query(`DROP INDEX "IDX_7b75e23232ae276880e77477e4"`);
    await queryRunner.query(`DROP INDEX "IDX_e702e3ecff2e806604ccd3007e"`);
    await queryRunner.query(`DROP INDEX "IDX_c20935148e0e79230b8f4c2652"`);
    await queryRunner.query(`DROP INDEX "IDX_5a548f78bfeb08062c3d9bb2da"`);
    await queryRunner.query(`ALTER TABLE "blood_requests" RENAME TO "temporary_blood_requests"`);
    await queryRunner.query(`CREATE TABLE "blood_requests" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "bloodGroup" varchar(3) NOT NULL, "units" integer NOT NULL, "mobile" varchar(20) NOT NULL, "gender" varchar(6) NOT NULL, "age" integer NOT NULL, "userId" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(254) NOT NULL, "disease" varchar(100) NOT NULL, "status" varchar(8) NOT NULL, "message" varchar(500), "city" varchar(100), "hospital" varchar(100), "neededBy" varchar(10), "urgent" boolean, CONSTRAINT "FK_c1a12f87e275593e567ffa6d098" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "blood_requests"("id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "email", "disease", "status", "message", "city", "hospital", "neededBy", "urgent") SELECT "id", "name", "bloodGroup", "units", "mobile", "gender", "age", "userId", "createdAt", "updatedAt", "email", "disease", "status", "message", "city", "hospital", "neededBy", "urgent" FROM "temporary_blood_requests"`);
    await queryRunner.query(`DROP TABLE "temporary_blood_requests"`);
    await queryRunner.query(`CREATE INDEX "IDX_c1a12f87e275593e567ffa6d09" ON "blood_requests" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_3878362b64ef858596f89a5460" ON "blood_requests" ("units", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_27442c1b744447e7e08a21c09e" ON "blood_requests" ("bloodGroup", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_7b75e23232ae276880e77477e4" ON "blood_requests" ("name", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e702e3ecff2e806604ccd3007e" ON "blood_requests" ("updatedAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_c20935148e0e79230b8f4c2652" ON "blood_requests" ("createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5a548f78bfeb08062c3d9bb2da" ON "blood_requests" ("city", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_f501a9b08f522509a28b856985" ON "blood_requests" ("status", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ee09d050fc31b47db3f69b63fd" ON "blood_requests" ("status", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9f91c567e1436e1331a4613d56" ON "blood_requests" ("status", "city") `);
    for (const trigger of triggers) await queryRunner.query(trigger);
  }
}
