// First: the tracing SDK (when on) must start before the modules it instruments load.
import { stopTracing } from './tracing';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { createApp } from './app.factory';
import { InvalidSettingError } from './config/invalid-setting.error';
import { loadSettings, Settings } from './config/settings';
import { listenWhileStarting } from './web/starting-server';

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

/** How often, while stopping, connections that have just finished their request are closed. */
const IDLE_SWEEP_MS = 100;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * The graceful stop, in this order: the server stops taking connections at once (and closes the idle keep-alive ones),
 * the requests in flight finish, and only then does Nest close the app: the mail worker and pending password-reset work
 * stop, Redis and the database close. (Nest's own enableShutdownHooks() would run the workers' hooks first and close the
 * server last, taking new connections meanwhile.)
 */
async function stopGracefully(app: NestExpressApplication, server: Server): Promise<void> {
  // A request that still arrives on an open keep-alive connection is answered, with `Connection: close`.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('Connection', 'close');
  });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() ends only the connections idle at that moment; a keep-alive connection whose request finishes later would
  // otherwise stay open for its keep-alive timeout (5 s), holding the close back.
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
  }
  await app.close();
  await stopTracing();
}

async function main(): Promise<void> {
  const logger = new Logger('Main');
  const running: { stop?: (signal: string) => void } = {};
  // A signal while starting (migrating, waiting for the database) ends the process at once: nothing is in flight yet
  // (the server listens already, but answers only 503 and 'alive' until the app is ready).
  // Handled rather than left to the default, since node is PID 1 in the container, where the default is to ignore it.
  const onSignal = (signal: NodeJS.Signals) => {
    if (running.stop) return running.stop(signal);
    process.stderr.write(`${signal} while starting: stopping\n`);
    process.exit(0);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);

  const settings = settingsOrExit();
  // Listening at once, so that a liveness probe finds the process alive while it waits for its database.
  const { server, serve, drain } = await listenWhileStarting(settings.port);
  const app = await createApp(settings);
  serve(app.getHttpAdapter().getInstance());
  let stopping = false;
  running.stop = (signal) => {
    if (stopping) return; // a second signal (Ctrl-C reaches npm start's whole process group) changes nothing
    stopping = true;
    const drainMs = settings.shutdownDrainMs;
    if (drainMs > 0) logger.log(`${signal}: readiness answers 503; serving on for ${drainMs / 1000} s while the proxy takes this instance out`);
    setTimeout(() => {
      logger.warn(`Still busy ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}${drainMs > 0 ? ` and its ${drainMs / 1000} s drain` : ''}: stopping now`);
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS).unref();
    // Behind a proxy, readiness fails first and the instance serves on until the proxy's checks have taken it out: a
    // listener closed while the proxy still sends to it resets the connections in its queue, whose requests (a POST,
    // which the proxy never sends twice) would be lost unanswered.
    drain();
    const stopped = delay(drainMs).then(() => {
      logger.log(`${signal}: no new connections; finishing the requests in flight, then stopping`);
      return stopGracefully(app, server);
    });
    stopped.then(
      () => {
        logger.log('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`Could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  logger.log(`Listening on http://localhost:${settings.port} (API /api, Swagger UI /api/docs)`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
