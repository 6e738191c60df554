import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { OutboxEmail } from '../../src/mail/outbox-email.entity';
import { OutboxWorker } from '../../src/mail/outbox-worker';
import type { TestServer } from './test-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The raw message: headers and body, quoted-printable as sent. */
  data: string;
  /** `data` with quoted-printable undone and \n line ends. */
  text: string;
}

/** How the server answers the next message: accept it, or refuse it with an SMTP reply (code and text). */
export type Refusal = { code: number; text: string };
export type Answer = 'accept' | Refusal | ((to: string[], text: string) => 'accept' | Refusal);

/** The text of a received email: soft line breaks and =XX escapes of quoted-printable undone, \r\n made \n (ASCII texts). */
export const decoded = (data: string): string =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).replace(/\r\n/g, '\n');

/**
 * A real SMTP server on a local port that records what it accepts. `answer` decides each message after its data
 * arrived (a refusal then is what a mail server does for a temporary or permanent problem); `attempts` keeps the
 * time of every delivery attempt, accepted or not. `hold()` keeps the next answers waiting until released.
 */
export class TestSmtp {
  readonly received: ReceivedEmail[] = [];
  readonly attempts: { at: number; to: string[] }[] = [];
  answer: Answer = 'accept';
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;
  private arrivedWhileHeld = 0;

  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
      stream.on('end', () => void this.onMessage(session.envelope.mailFrom ? session.envelope.mailFrom.address : '', session.envelope.rcptTo.map((r) => r.address), data, callback));
    },
  });

  private constructor() {}

  static async start(): Promise<TestSmtp> {
    const smtp = new TestSmtp();
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** Accepts the next `count` messages' data but refuses them with 451, then goes back to `answer`. */
  refuseNext(count: number, text = 'Try again later'): void {
    let left = count;
    const after = this.answer;
    this.answer = () => {
      left -= 1;
      if (left <= 0) this.answer = after;
      return { code: 451, text };
    };
  }

  /** Messages arriving from now on wait for release(); resolves how many have arrived so far. */
  hold(): { arrived: () => number; release: () => void } {
    this.held = new Promise<void>((resolve) => (this.release = resolve));
    this.arrivedWhileHeld = 0;
    return {
      arrived: () => this.arrivedWhileHeld,
      release: () => {
        this.held = null;
        this.release?.();
      },
    };
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async onMessage(from: string, to: string[], data: string, callback: (error?: Error | null) => void): Promise<void> {
    this.attempts.push({ at: Date.now(), to });
    if (this.held) {
      this.arrivedWhileHeld += 1;
      await this.held;
    }
    const answer = typeof this.answer === 'function' ? this.answer(to, decoded(data)) : this.answer;
    if (answer === 'accept') {
      this.received.push({ from, to, data, text: decoded(data) });
      callback();
      return;
    }
    callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
  }
}

/** Polls `check` until it returns something other than undefined, null or false; fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false> | T | undefined | null | false, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const workerOf = (server: TestServer): OutboxWorker => server.app.get(OutboxWorker);

/** The outbox row, read fresh. */
export const outboxEmail = (server: TestServer, id: number): Promise<OutboxEmail> => server.dataSource.getRepository(OutboxEmail).findOneByOrFail({ id });

/** Waits until the outbox row `id` has `status`, waking the worker meanwhile; returns the row. */
export function waitForStatus(server: TestServer, id: number, status: OutboxEmail['status'], timeoutMs?: number): Promise<OutboxEmail> {
  return waitFor(
    async () => {
      const email = await outboxEmail(server, id);
      return email.status === status && email;
    },
    `outbox email ${id} to be ${status}`,
    timeoutMs,
  );
}
