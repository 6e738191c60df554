/**
 * npm run migration:generate -w backend -- <Name>
 * Writes src/database/migrations/{sqlite,mysql}/<timestamp>-<Name>.ts from the difference between the
 * entities and the committed migrations, measured on a temporary SQLite file and a temporary database
 * on TEST_MYSQL_URL (default mysql://root@127.0.0.1:3306).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Query } from 'typeorm/driver/Query';
import { migrationsFolder } from '../src/database/data-source-options';
import { DatabaseSettings } from '../src/config/database-settings';
import { createScratchDatabase, DEFAULT_TEST_MYSQL_URL } from '../src/database/scratch-database';
import { pendingSchemaChanges, SchemaDiff } from '../src/database/schema-diff';

async function main(name: string | undefined): Promise<void> {
  if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error('Usage: npm run migration:generate -w backend -- <PascalCaseName>');
  const className = `${name}${Date.now()}`;
  const folder = mkdtempSync(join(tmpdir(), 'migration-'));
  const scratch = await createScratchDatabase(process.env.TEST_MYSQL_URL ?? DEFAULT_TEST_MYSQL_URL, 'bd_migration');
  try {
    await write({ driver: 'sqlite', file: join(folder, 'schema.sqlite') }, className);
    await write(scratch.database, className);
  } finally {
    await scratch.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function write(database: DatabaseSettings, className: string): Promise<void> {
  const diff = await pendingSchemaChanges(database);
  if (diff.up.length === 0) {
    console.log(`${database.driver}: no changes, nothing written`);
    return;
  }
  const file = join(migrationsFolder(database.driver), `${className.replace(/^(\D+)(\d+)$/, '$2-$1')}.ts`);
  writeFileSync(file, migrationSource(className, diff));
  console.log(`${database.driver}: wrote ${relative(process.cwd(), file)}`);
}

function migrationSource(className: string, diff: SchemaDiff): string {
  const lines = (queries: Query[]) => queries.map((query) => `    await queryRunner.query(${statement(query)});`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(diff.up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines(diff.down)}
  }
}
`;
}

function statement(query: Query): string {
  const sql = `\`${query.query.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;
  return query.parameters?.length ? `${sql}, ${JSON.stringify(query.parameters)}` : sql;
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
