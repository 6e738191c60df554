import { untraced } from '../tracing/spans';

/**
 * The loop of background work in the server process (the leased-job workers, the sweeps): one run at a time; woken,
 * it runs at once when idle, else once more right after the run in progress; idle, it polls again after the delay
 * its last run asked for (or, after a failure, `onError` asked for). Its timer never keeps the process alive, and
 * stop() waits for the run in flight. A run is untraced (a look that finds nothing to do is no trace) but for the
 * work it puts in a trace of its own (inNewTrace).
 */
export class PollingLoop {
  private started = false;
  private stopping: Promise<void> | null = null;
  /** The run in progress (with the runs asked for while it went on). */
  private cycle: Promise<void> | null = null;
  private again = false;
  private timer?: NodeJS.Timeout;

  constructor(
    /** One run: whether more is due at once, and how long to wait before the next poll otherwise. */
    private readonly run: () => Promise<{ more: boolean; delayMs: number }>,
    private readonly onError: (error: unknown) => number,
  ) {}

  start(): void {
    this.started = true;
    this.wake();
  }

  /** True once stop() was called: a run in progress should put back what it has not started. */
  get isStopping(): boolean {
    return this.stopping !== null;
  }

  /** Resolves once the run in progress (if any) is over. */
  settled(): Promise<void> {
    return this.cycle ?? Promise.resolve();
  }

  wake(): void {
    if (!this.started || this.stopping) return;
    this.again = true;
    if (this.cycle) return;
    clearTimeout(this.timer);
    this.cycle = this.runCycles().then((delay) => {
      this.cycle = null;
      if (!this.stopping) this.timer = setTimeout(() => this.wake(), delay).unref();
    });
  }

  /** Stops polling and waits for the run in flight (idempotent). */
  stop(): Promise<void> {
    clearTimeout(this.timer);
    this.stopping ??= this.settled();
    return this.stopping;
  }

  /** Runs until nothing more is asked; resolves with the wait before the next poll. */
  private async runCycles(): Promise<number> {
    let delay = 0;
    while (this.again && !this.stopping) {
      this.again = false;
      try {
        const outcome = await untraced(() => this.run());
        this.again ||= outcome.more;
        delay = outcome.delayMs;
      } catch (error) {
        return this.onError(error);
      }
    }
    return delay;
  }
}
