/** What one run of a polling loop found: whether more is due at once, and how long to wait before the next poll otherwise. */
export interface PollOutcome {
  more: boolean;
  delayMs: number;
}

/**
 * The loop of background work in the server process (the leased-job workers, the sweeps): one run at a time; woken,
 * it runs at once when idle, else once more right after the run in progress; idle, it polls again after the delay
 * its last run asked for. Its timer never keeps the process alive, and stop() waits for the run in flight.
 */
export class PollingLoop {
  private started = false;
  private stopping: Promise<void> | null = null;
  /** The run in progress (with the runs asked for while it went on). */
  private cycle: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  /** `run` does one run; when it throws, `onError` says how long to wait before the next poll. */
  constructor(
    private readonly run: () => Promise<PollOutcome>,
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
    if (this.cycle) {
      this.again = true;
      return;
    }
    this.clearTimer();
    this.cycle = this.runCycles().then((delay) => {
      this.cycle = null;
      if (!this.stopping) this.timer = setTimeout(() => this.wake(), delay).unref();
    });
  }

  /** Stops polling and waits for the run in flight (idempotent). */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.clearTimer();
      await this.cycle;
      this.started = false;
    })();
    return this.stopping;
  }

  /** Runs until nothing more is asked; resolves with the wait before the next poll. */
  private async runCycles(): Promise<number> {
    let delay: number;
    do {
      this.again = false;
      try {
        const outcome = await this.run();
        if (outcome.more) this.again = true;
        delay = outcome.delayMs;
      } catch (error) {
        delay = this.onError(error);
        break;
      }
    } while (this.again && !this.stopping);
    return delay;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
