import { MigrationInterface, QueryRunner } from 'typeorm';

export class Teams1795856370063 implements MigrationInterface {
  name = 'Teams1795856370063';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "teams" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(60) NOT NULL, "slug" varchar(68) NOT NULL, "kind" varchar(9) NOT NULL, "joinCode" varchar(8) NOT NULL, "createdAt" datetime(3) NOT NULL, CONSTRAINT "UQ_de8536da4945fe980f4a61900d3" UNIQUE ("slug"), CONSTRAINT "UQ_0fed29068ca33f0d259c7850d70" UNIQUE ("joinCode"))`);
    await queryRunner.query(`CREATE TABLE "team_members" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "teamId" integer NOT NULL, "userId" integer NOT NULL, "role" varchar(6) NOT NULL, "shown" boolean NOT NULL DEFAULT (0), "joinedOn" varchar(10) NOT NULL, "joinedAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`CREATE INDEX "IDX_0a72b849753a046462b4c5a8ec" ON "team_members" ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b2f17b533905e0a94390c5e220" ON "team_members" ("teamId", "userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_cedec6bbca7dd32a9c6afa5ced" ON "donations" ("userId", "date") `);
    await queryRunner.query(`DROP INDEX "IDX_0a72b849753a046462b4c5a8ec"`);
    await queryRunner.query(`DROP INDEX "IDX_b2f17b533905e0a94390c5e220"`);
    await queryRunner.query(`CREATE TABLE "temporary_team_members" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "teamId" integer NOT NULL, "userId" integer NOT NULL, "role" varchar(6) NOT NULL, "shown" boolean NOT NULL DEFAULT (0), "joinedOn" varchar(10) NOT NULL, "joinedAt" datetime(3) NOT NULL, CONSTRAINT "FK_6d1c8c7f705803f0711336a5c33" FOREIGN KEY ("teamId") REFERENCES "teams" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_0a72b849753a046462b4c5a8ec2" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_team_members"("id", "teamId", "userId", "role", "shown", "joinedOn", "joinedAt") SELECT "id", "teamId", "userId", "role", "shown", "joinedOn", "joinedAt" FROM "team_members"`);
    await queryRunner.query(`DROP TABLE "team_members"`);
    await queryRunner.query(`ALTER TABLE "temporary_team_members" RENAME TO "team_members"`);
    await queryRunner.query(`CREATE INDEX "IDX_0a72b849753a046462b4c5a8ec" ON "team_members" ("userId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b2f17b533905e0a94390c5e220" ON "team_members" ("teamId", "userId") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_b2f17b533905e0a94390c5e220"`);
    await queryRunner.query(`DROP INDEX "IDX_0a72b849753a046462b4c5a8ec"`);
    await queryRunner.query(`ALTER TABLE "team_members" RENAME TO "temporary_team_members"`);
    await queryRunner.query(`CREATE TABLE "team_members" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "teamId" integer NOT NULL, "userId" integer NOT NULL, "role" varchar(6) NOT NULL, "shown" boolean NOT NULL DEFAULT (0), "joinedOn" varchar(10) NOT NULL, "joinedAt" datetime(3) NOT NULL)`);
    await queryRunner.query(`INSERT INTO "team_members"("id", "teamId", "userId", "role", "shown", "joinedOn", "joinedAt") SELECT "id", "teamId", "userId", "role", "shown", "joinedOn", "joinedAt" FROM "temporary_team_members"`);
    await queryRunner.query(`DROP TABLE "temporary_team_members"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b2f17b533905e0a94390c5e220" ON "team_members" ("teamId", "userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_0a72b849753a046462b4c5a8ec" ON "team_members" ("userId") `);
    await queryRunner.query(`DROP INDEX "IDX_cedec6bbca7dd32a9c6afa5ced"`);
    await queryRunner.query(`DROP INDEX "IDX_b2f17b533905e0a94390c5e220"`);
    await queryRunner.query(`DROP INDEX "IDX_0a72b849753a046462b4c5a8ec"`);
    await queryRunner.query(`DROP TABLE "team_members"`);
    await queryRunner.query(`DROP TABLE "teams"`);
  }
}
