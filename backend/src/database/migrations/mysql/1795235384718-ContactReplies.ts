import { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactReplies1795235384718 implements MigrationInterface {
  name = 'ContactReplies1795235384718';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`contacts\` ADD \`reply\` varchar(2000) NULL`);
    await queryRunner.query(`ALTER TABLE \`contacts\` ADD \`repliedAt\` datetime(3) NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_8d3fb2bf1966b28886d0d88545\` ON \`contacts\` (\`repliedAt\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_8d3fb2bf1966b28886d0d88545\` ON \`contacts\``);
    await queryRunner.query(`ALTER TABLE \`contacts\` DROP COLUMN \`repliedAt\``);
    await queryRunner.query(`ALTER TABLE \`contacts\` DROP COLUMN \`reply\``);
  }
}
