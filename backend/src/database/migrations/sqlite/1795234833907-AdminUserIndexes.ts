import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminUserIndexes1795234833907 implements MigrationInterface {
  name = 'AdminUserIndexes1795234833907';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_fe0bb3f6520ee0469504521e71" ON "users" ("username") `);
    await queryRunner.query(`CREATE INDEX "IDX_8a77d2a8921796e1370d853deb" ON "users" ("bloodGroup") `);
    await queryRunner.query(`CREATE INDEX "IDX_ace513fa30d485cfd25c11a9e4" ON "users" ("role") `);
    await queryRunner.query(`CREATE INDEX "IDX_204e9b624861ff4a5b26819210" ON "users" ("createdAt") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_204e9b624861ff4a5b26819210"`);
    await queryRunner.query(`DROP INDEX "IDX_ace513fa30d485cfd25c11a9e4"`);
    await queryRunner.query(`DROP INDEX "IDX_8a77d2a8921796e1370d853deb"`);
    await queryRunner.query(`DROP INDEX "IDX_fe0bb3f6520ee0469504521e71"`);
  }
}
