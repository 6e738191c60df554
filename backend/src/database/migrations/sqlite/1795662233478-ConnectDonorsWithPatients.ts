import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Connecting donors with patients: a donor's availability, the type of each donation (existing ones were whole
 * blood) and where and how soon a blood request is needed (null for existing requests).
 * Written by hand from the generated one: ADD COLUMN instead of rebuilding users, blood_requests and donations, which
 * would have dropped their list triggers (see AdminListIndexes); down() drops them again with DROP COLUMN.
 */
export class ConnectDonorsWithPatients1795662233478 implements MigrationInterface {
  name = 'ConnectDonorsWithPatients1795662233478';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "available" boolean NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "availableCity" varchar(100)`);
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "contactChannel" varchar(10) NOT NULL DEFAULT ('email')`);
    await queryRunner.query(`ALTER TABLE "blood_requests" ADD COLUMN "city" varchar(100)`);
    await queryRunner.query(`ALTER TABLE "blood_requests" ADD COLUMN "hospital" varchar(100)`);
    await queryRunner.query(`ALTER TABLE "blood_requests" ADD COLUMN "neededBy" varchar(10)`);
    await queryRunner.query(`ALTER TABLE "blood_requests" ADD COLUMN "urgent" boolean`);
    await queryRunner.query(`ALTER TABLE "donations" ADD COLUMN "donationType" varchar(16) NOT NULL DEFAULT ('whole-blood')`);
    await queryRunner.query(`CREATE INDEX "IDX_9f91c567e1436e1331a4613d56" ON "blood_requests" ("status", "city") `);
    await queryRunner.query(`CREATE INDEX "IDX_5a548f78bfeb08062c3d9bb2da" ON "blood_requests" ("city", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_5a548f78bfeb08062c3d9bb2da"`);
    await queryRunner.query(`DROP INDEX "IDX_9f91c567e1436e1331a4613d56"`);
    await queryRunner.query(`ALTER TABLE "donations" DROP COLUMN "donationType"`);
    await queryRunner.query(`ALTER TABLE "blood_requests" DROP COLUMN "urgent"`);
    await queryRunner.query(`ALTER TABLE "blood_requests" DROP COLUMN "neededBy"`);
    await queryRunner.query(`ALTER TABLE "blood_requests" DROP COLUMN "hospital"`);
    await queryRunner.query(`ALTER TABLE "blood_requests" DROP COLUMN "city"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "contactChannel"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "availableCity"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "available"`);
  }
}
