import { MigrationInterface, QueryRunner } from 'typeorm';

export class PushNotifications1795856319889 implements MigrationInterface {
  name = 'PushNotifications1795856319889';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`push_subscriptions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`userId\` int NOT NULL, \`endpoint\` text NOT NULL, \`endpointHash\` varchar(64) NOT NULL, \`p256dh\` varchar(100) NOT NULL, \`auth\` varchar(32) NOT NULL, \`device\` varchar(100) NOT NULL, \`createdAt\` datetime(3) NOT NULL, UNIQUE INDEX \`IDX_0c6f734aadee4deb6b7868e08d\` (\`endpointHash\`), INDEX \`IDX_e3d15ffdf7ab4099a44b973060\` (\`userId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`push_messages\` (\`id\` int NOT NULL AUTO_INCREMENT, \`subscriptionId\` int NOT NULL, \`purpose\` varchar(20) NOT NULL, \`payload\` text NOT NULL, \`status\` varchar(10) NOT NULL, \`attempts\` int NOT NULL, \`nextAttemptAt\` datetime(3) NOT NULL, \`claimedUntil\` datetime(3) NULL, \`lastError\` varchar(200) NULL, \`createdAt\` datetime(3) NOT NULL, INDEX \`IDX_6551c5f3e7192e09ccb4618db4\` (\`status\`, \`claimedUntil\`), INDEX \`IDX_91f4bbc2a357d7abc687ce241a\` (\`status\`, \`nextAttemptAt\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`push_subscriptions\` ADD CONSTRAINT \`FK_4cc061875e9eecc311a94b3e431\` FOREIGN KEY (\`userId\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE \`push_messages\` ADD CONSTRAINT \`FK_d5e0f018fbb78260c9ef9928889\` FOREIGN KEY (\`subscriptionId\`) REFERENCES \`push_subscriptions\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`push_messages\` DROP FOREIGN KEY \`FK_d5e0f018fbb78260c9ef9928889\``);
    await queryRunner.query(`ALTER TABLE \`push_subscriptions\` DROP FOREIGN KEY \`FK_4cc061875e9eecc311a94b3e431\``);
    await queryRunner.query(`DROP INDEX \`IDX_91f4bbc2a357d7abc687ce241a\` ON \`push_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_6551c5f3e7192e09ccb4618db4\` ON \`push_messages\``);
    await queryRunner.query(`DROP TABLE \`push_messages\``);
    await queryRunner.query(`DROP INDEX \`IDX_e3d15ffdf7ab4099a44b973060\` ON \`push_subscriptions\``);
    await queryRunner.query(`DROP INDEX \`IDX_0c6f734aadee4deb6b7868e08d\` ON \`push_subscriptions\``);
    await queryRunner.query(`DROP TABLE \`push_subscriptions\``);
  }
}
