/**
 * npm run search:rebuild
 * Writes the admin lists' search words again for every record (src/search-index-command.ts), without starting
 * the server.
 */
import { runCommand } from './run-command.mjs';

runCommand('search-index-command', 'rebuildSearchIndexCommand', 'Could not rebuild the search index');
