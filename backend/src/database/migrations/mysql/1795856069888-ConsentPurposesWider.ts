import { MigrationInterface, QueryRunner } from 'typeorm';

/** Consent purposes up to 30 characters ('eligibility-reminders'); MODIFY keeps the rows (TypeORM would drop the column). */
export class ConsentPurposesWider1795856069888 implements MigrationInterface {
  name = 'ConsentPurposesWider1795856069888';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`consents\` MODIFY \`purpose\` varchar(30) NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`consents\` MODIFY \`purpose\` varchar(20) NOT NULL`);
  }
}
