import { MigrationInterface, QueryRunner } from 'typeorm';

export class BloodRequestPlaceSorts1795787868768 implements MigrationInterface {
  name = 'BloodRequestPlaceSorts1795787868768';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_8cd37163c67ac3ca8576f7f708" ON "blood_requests" ("neededBy", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_e3fd70aac22675cd0391529e7e" ON "blood_requests" ("urgent", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_e3fd70aac22675cd0391529e7e"`);
    await queryRunner.query(`DROP INDEX "IDX_8cd37163c67ac3ca8576f7f708"`);
  }
}
