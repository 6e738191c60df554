/**
 * npm run openapi -w backend
 * Rewrites backend/openapi.json from the app's Swagger document (test/openapi.spec.ts fails when it is stale).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.factory';
import { loadSettings } from '../src/config/settings';
import { buildOpenApiDocument } from '../src/openapi/openapi-document';
import { OPENAPI_FILE, serializeOpenApi } from '../src/openapi/openapi-file';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const settings = loadSettings({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'not-used-here', LOG_LEVEL: 'error', ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
    const app = await createApp(settings);
    writeFileSync(OPENAPI_FILE, serializeOpenApi(buildOpenApiDocument(app)));
    await app.close();
    console.log(`wrote ${OPENAPI_FILE}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
