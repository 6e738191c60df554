import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describeError } from '../errors/describe-error';
import { PollingLoop } from './polling-loop';

/** Rows one step of a sweep handles: each step is its own short transaction, so a sweep never holds the database long. */
export const SWEEP_BATCH_SIZE = 200;
const MIN_BATCH_SIZE = 10;
/** How long one step should hold the database (and, on SQLite, the event loop) at most. */
const STEP_TARGET_MS = 50;

/**
 * Work over many rows that runs at start (beside the first requests, not before them) and then every `everyMs`: the
 * retention and expiry sweeps. One run at a time; a failed run is logged and the next one tries again. Nothing is
 * kept between runs, so a restart loses nothing; at shutdown the step in flight finishes and the run stops there.
 */
export abstract class Sweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly loop: PollingLoop;

  /** `what` names the sweep in the log. */
  protected constructor(protected readonly logger: Logger, what: string, everyMs: number) {
    this.loop = new PollingLoop(
      async () => {
        await this.run();
        return { more: false, delayMs: everyMs };
      },
      (error) => {
        this.logger.error(`${what} failed: ${describeError(error)}; it runs again in ${Math.round(everyMs / 60_000)} minute(s)`);
        return everyMs;
      },
    );
  }

  /** One whole run, in steps (inBatches). */
  protected abstract run(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** Resolves once the run in progress (if any) is over. */
  settled(): Promise<void> {
    return this.loop.settled();
  }

  /**
   * Runs `step` (one batch in a transaction of its own; answers how many rows it handled) until a step handles fewer
   * rows than it was given or the sweep is stopping; answers the total. Before each step the event loop turns, so the
   * requests that arrived meanwhile reach the database (on SQLite, its one connection) first. On SQLite a step holds
   * the event loop (its driver is synchronous), so the batch shrinks while steps take longer than STEP_TARGET_MS (a
   * busy machine) and grows back to SWEEP_BATCH_SIZE when they are quick: requests wait one short step, however slow
   * the machine.
   */
  protected async inBatches(step: (size: number) => Promise<number>): Promise<number> {
    let total = 0;
    for (let size = SWEEP_BATCH_SIZE; !this.loop.isStopping; ) {
      await nextTurn();
      const started = performance.now();
      const handled = await step(size);
      total += handled;
      if (handled < size) break;
      const took = performance.now() - started;
      size = took > STEP_TARGET_MS ? Math.max(MIN_BATCH_SIZE, size >> 1) : took < STEP_TARGET_MS / 2 ? Math.min(SWEEP_BATCH_SIZE, size * 2) : size;
    }
    return total;
  }
}
