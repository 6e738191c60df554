import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeError } from '../errors/describe-error';
import { inNewTrace } from '../tracing/spans';
import { PollingLoop } from './polling-loop';

/** Rows one step of a sweep handles: each step is its own short transaction, so a sweep never holds the database long. */
export const SWEEP_BATCH_SIZE = 200;

/**
 * Work over many rows that runs at start (beside the first requests, not before them) and then every `everyMs`: the
 * retention and expiry sweeps. One run at a time; a failed run is logged and the next one tries again. Nothing is
 * kept between runs, so a restart loses nothing; at shutdown the step in flight finishes and the run stops there.
 */
export abstract class Sweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly loop: PollingLoop;
  private readonly failureListeners = new Set<() => void>();

  /** `what` names the sweep in the log. */
  protected constructor(protected readonly logger: Logger, what: string, everyMs: number) {
    this.loop = new PollingLoop(
      async () => {
        // Each run a trace of its own, named after the class (RetentionService.sweep).
        await inNewTrace(`${this.constructor.name}.sweep`, {}, () => this.sweep());
        return { more: false, delayMs: everyMs };
      },
      (error) => {
        for (const listener of this.failureListeners) listener();
        this.logger.error(`${what} failed: ${describeError(error)}; it runs again in ${Math.round(everyMs / 60_000)} minute(s)`);
        return everyMs;
      },
    );
  }

  /** One whole run as at `now`, in steps (inBatches); tests pass a later `now`. */
  abstract sweep(now?: Date): Promise<unknown>;

  /** Hears each failed run (the metrics count them), until the returned function is called. */
  onFailure(listener: () => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

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
   * than `batchSize` (SWEEP_BATCH_SIZE unless a sweep whose rows cost more asks for fewer) or the sweep is stopping; answers the total. A step that held the event loop all along
   * (SQLite: its driver is synchronous) is followed by a pause as long as it took, so the sweep takes at most half of
   * the process's time: the requests that arrived meanwhile are answered first, and on a busy machine the process,
   * often idle, is scheduled promptly when they come. A step that let the loop turn (MySQL/MariaDB, waiting on the
   * network) held nothing, and the next follows after one turn.
   */
  protected async inBatches(step: (size: number) => Promise<number>, batchSize = SWEEP_BATCH_SIZE): Promise<number> {
    let total = 0;
    for (let handled = batchSize, held = 0; handled >= batchSize && !this.loop.isStopping; total += handled) {
      await sleep(held);
      let turned = false;
      const probe = setImmediate(() => (turned = true));
      const started = performance.now();
      handled = await step(batchSize);
      clearImmediate(probe);
      held = turned ? 0 : performance.now() - started;
    }
    return total;
  }
}
