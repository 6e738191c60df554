import type { Logger } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describeError } from '../errors/describe-error';
import { PollingLoop } from './polling-loop';

/** Rows one step of a sweep handles: each step is its own short transaction, so a sweep never holds the database long. */
export const SWEEP_BATCH_SIZE = 200;

/**
 * Work that runs at start and then every `everyMs` in the server process (the retention and expiry sweeps): one run
 * at a time; a failed run is logged and the next one tries again. Nothing is kept between runs, so a restart loses
 * nothing. stop() waits for the step in flight.
 */
export class IntervalJob {
  private readonly loop: PollingLoop;

  constructor(logger: Logger, what: string, run: () => Promise<unknown>, everyMs: number) {
    this.loop = new PollingLoop(
      async () => {
        await run();
        return { more: false, delayMs: everyMs };
      },
      (error) => {
        logger.error(`${what} failed: ${describeError(error)}; it runs again in ${Math.round(everyMs / 60_000)} minute(s)`);
        return everyMs;
      },
    );
  }

  start(): void {
    this.loop.start();
  }

  /** Resolves once the run in progress (if any) is over. */
  settled(): Promise<void> {
    return this.loop.settled();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * Runs `step` (one bounded batch in a transaction of its own; answers how many rows it handled) until a step
   * handles fewer than SWEEP_BATCH_SIZE or the job is stopping; answers the total. Between two steps the event loop
   * turns, so the requests that arrived meanwhile get the database (on SQLite, its one connection) first.
   */
  async inBatches(step: (size: number) => Promise<number>): Promise<number> {
    let total = 0;
    for (let handled = SWEEP_BATCH_SIZE; handled >= SWEEP_BATCH_SIZE && !this.loop.isStopping; total += handled) {
      await nextTurn();
      handled = await step(SWEEP_BATCH_SIZE);
    }
    return total;
  }
}
