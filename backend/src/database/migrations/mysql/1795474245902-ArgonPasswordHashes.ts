import { MigrationInterface, QueryRunner } from 'typeorm';

export class ArgonPasswordHashes1795474245902 implements MigrationInterface {
  name = 'ArgonPasswordHashes1795474245902';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Widened in place (TypeORM would drop the column and add it again, losing every hash).
    await queryRunner.query(`ALTER TABLE \`users\` MODIFY \`passwordHash\` varchar(255) NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` MODIFY \`passwordHash\` varchar(60) NOT NULL`);
  }
}
