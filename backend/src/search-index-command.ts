import { commandSettings, type CommandOutput } from './config/command-settings';
import { dataSourceOptions } from './database/data-source-options';
import { openDatabase } from './database/open-database';
import { SEARCHED_LISTS } from './searched-lists';
import { rebuildSearchIndex } from './lists/search-index';

/**
 * `npm run search:rebuild`: writes the admin lists' search words again for every record (rebuildSearchIndex), for
 * rows that reached the tables before their triggers kept the words (SQL imports made before migration
 * SearchWordsByTriggers) or an index that was damaged. Reads the same settings as the server (DATABASE_URL,
 * DATA_DIR), applies pending migrations as the server would, and may run while it serves. Prints one line per
 * table with its count of records, nothing else. Returns the exit code.
 */
export async function rebuildSearchIndexCommand(args: string[], env: Record<string, string | undefined>, output: CommandOutput): Promise<number> {
  if (args.length > 0) {
    output.err('Usage: npm run search:rebuild');
    return 2;
  }
  const settings = commandSettings(env, output);
  if (!settings) return 1;
  const dataSource = await openDatabase({ ...(await dataSourceOptions(settings.database)), logger: 'advanced-console', logging: ['error'] });
  try {
    const indexed = await rebuildSearchIndex(dataSource, SEARCHED_LISTS);
    for (const [table, records] of Object.entries(indexed)) output.out(`${table}: search words of ${records} records written again`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}
