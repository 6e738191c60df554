import { MigrationInterface, QueryRunner } from 'typeorm';

export class Teams1795856370063 implements MigrationInterface {
  name = 'Teams1795856370063';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`teams\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(60) NOT NULL, \`slug\` varchar(68) NOT NULL, \`kind\` varchar(9) NOT NULL, \`joinCode\` varchar(8) NOT NULL, \`createdAt\` datetime(3) NOT NULL, UNIQUE INDEX \`IDX_de8536da4945fe980f4a61900d\` (\`slug\`), UNIQUE INDEX \`IDX_0fed29068ca33f0d259c7850d7\` (\`joinCode\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`team_members\` (\`id\` int NOT NULL AUTO_INCREMENT, \`teamId\` int NOT NULL, \`userId\` int NOT NULL, \`role\` varchar(6) NOT NULL, \`shown\` tinyint NOT NULL DEFAULT 0, \`joinedOn\` varchar(10) NOT NULL, \`joinedAt\` datetime(3) NOT NULL, INDEX \`IDX_0a72b849753a046462b4c5a8ec\` (\`userId\`), UNIQUE INDEX \`IDX_b2f17b533905e0a94390c5e220\` (\`teamId\`, \`userId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE INDEX \`IDX_cedec6bbca7dd32a9c6afa5ced\` ON \`donations\` (\`userId\`, \`date\`)`);
    await queryRunner.query(`ALTER TABLE \`team_members\` ADD CONSTRAINT \`FK_6d1c8c7f705803f0711336a5c33\` FOREIGN KEY (\`teamId\`) REFERENCES \`teams\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`team_members\` ADD CONSTRAINT \`FK_0a72b849753a046462b4c5a8ec2\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`team_members\` DROP FOREIGN KEY \`FK_0a72b849753a046462b4c5a8ec2\``);
    await queryRunner.query(`ALTER TABLE \`team_members\` DROP FOREIGN KEY \`FK_6d1c8c7f705803f0711336a5c33\``);
    await queryRunner.query(`DROP INDEX \`IDX_cedec6bbca7dd32a9c6afa5ced\` ON \`donations\``);
    await queryRunner.query(`DROP INDEX \`IDX_b2f17b533905e0a94390c5e220\` ON \`team_members\``);
    await queryRunner.query(`DROP INDEX \`IDX_0a72b849753a046462b4c5a8ec\` ON \`team_members\``);
    await queryRunner.query(`DROP TABLE \`team_members\``);
    await queryRunner.query(`DROP INDEX \`IDX_0fed29068ca33f0d259c7850d7\` ON \`teams\``);
    await queryRunner.query(`DROP INDEX \`IDX_de8536da4945fe980f4a61900d\` ON \`teams\``);
    await queryRunner.query(`DROP TABLE \`teams\``);
  }
}
