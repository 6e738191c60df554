import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { InvalidSettingError } from './config/invalid-setting.error';
import { loadSettings, Settings } from './config/settings';

function settingsOrExit(): Settings {
  try {
    return loadSettings(process.env);
  } catch (error) {
    if (!(error instanceof InvalidSettingError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const settings = settingsOrExit();
  const app = await createApp(settings);
  app.enableShutdownHooks();
  await app.listen(settings.port);
  new Logger('Main').log(`Listening on http://localhost:${settings.port} (API /api, Swagger UI /api/docs)`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
