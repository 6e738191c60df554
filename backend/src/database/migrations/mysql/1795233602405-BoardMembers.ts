import { MigrationInterface, QueryRunner } from 'typeorm';

export class BoardMembers1795233602405 implements MigrationInterface {
  name = 'BoardMembers1795233602405';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`board_members\` (\`id\` varchar(36) NOT NULL, \`full_name\` varchar(100) NOT NULL, \`description\` varchar(2000) NOT NULL, \`linkedin_url\` varchar(500) NULL, \`twitter_url\` varchar(500) NULL, \`github_url\` varchar(500) NULL, \`teams\` varchar(52) NOT NULL, \`createdAt\` datetime(3) NOT NULL, INDEX \`IDX_3e2e9c3b283d57fce0304acc3f\` (\`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`board_member_photos\` (\`memberId\` varchar(36) NOT NULL, \`contentType\` varchar(20) NOT NULL, \`bytes\` mediumblob NOT NULL, \`updatedAt\` datetime(3) NOT NULL, PRIMARY KEY (\`memberId\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`board_member_photos\` ADD CONSTRAINT \`FK_5fe2e423e4c431f1692fe542fb7\` FOREIGN KEY (\`memberId\`) REFERENCES \`board_members\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`board_member_photos\` DROP FOREIGN KEY \`FK_5fe2e423e4c431f1692fe542fb7\``);
    await queryRunner.query(`DROP TABLE \`board_member_photos\``);
    await queryRunner.query(`DROP INDEX \`IDX_3e2e9c3b283d57fce0304acc3f\` ON \`board_members\``);
    await queryRunner.query(`DROP TABLE \`board_members\``);
  }
}
