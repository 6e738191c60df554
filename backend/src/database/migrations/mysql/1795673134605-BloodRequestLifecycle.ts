import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blood request lifecycle: status now also holds Fulfilled, Cancelled and Expired, so its column widens to 9.
 * Written by hand: the generated one dropped and re-added the column, losing every status. MODIFY keeps the values
 * and the indexes; down() first maps the closed statuses back to the nearest earlier ones (the triggers keep
 * list_counts right), as they do not fit the narrower column.
 */
export class BloodRequestLifecycle1795673134605 implements MigrationInterface {
  name = 'BloodRequestLifecycle1795673134605';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`blood_requests\` MODIFY \`status\` varchar(9) NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE \`blood_requests\` SET \`status\` = CASE \`status\` WHEN 'Fulfilled' THEN 'Approved' ELSE 'Rejected' END WHERE \`status\` IN ('Fulfilled', 'Cancelled', 'Expired')`,
    );
    await queryRunner.query(`ALTER TABLE \`blood_requests\` MODIFY \`status\` varchar(8) NOT NULL`);
  }
}
