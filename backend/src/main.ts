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

/** After SIGTERM or SIGINT, the requests in flight get this long to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const settings = settingsOrExit();
  const app = await createApp(settings);
  // On SIGTERM/SIGINT Nest closes the app: the HTTP server stops taking connections (idle keep-alive ones close),
  // the requests in flight finish, the workers stop, the database closes; then the process ends.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      new Logger('Main').log(`${signal}: finishing the requests in flight, then stopping`);
      setTimeout(() => {
        new Logger('Main').warn(`Still busy ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: stopping now`);
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
    });
  }
  await app.listen(settings.port);
  new Logger('Main').log(`Listening on http://localhost:${settings.port} (API /api, Swagger UI /api/docs)`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
