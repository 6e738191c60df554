import { Column, PrimaryGeneratedColumn } from 'typeorm';

/** Where a message is on its way: waiting (or waiting again), claimed by a worker, delivered, given up. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_ERROR_MAX_LENGTH = 200;

/**
 * The columns of a message delivered as a leased job (an outbox email, a push): stored in the transaction of the
 * change that caused it, claimed by a worker for a lease, retried with backoff. Each table adds what it carries, and
 * its own indexes for the worker: `(status, nextAttemptAt, id)` for due messages, `(status, claimedUntil)` for leases
 * that ran out.
 */
export abstract class LeasedMessage {
  @PrimaryGeneratedColumn()
  id: number;

  /** One of MESSAGE_STATUSES. */
  @Column({ type: 'varchar', length: 10 })
  status: MessageStatus;

  /** Attempts started so far (a claim counts one). */
  @Column({ type: 'int' })
  attempts: number;

  /** When a queued message is due (UTC, to the millisecond). */
  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** While `sending`: the claiming worker's lease; once it has passed, another worker may claim the message again. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  /**
   * Why the last attempt failed: a code only (the SMTP error's code, response code and command; the push service's
   * status code or the network error's code), never an address, an endpoint or a text.
   */
  @Column({ type: 'varchar', length: MESSAGE_ERROR_MAX_LENGTH, nullable: true })
  lastError: string | null;

  /** UTC, to the millisecond (set in code). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /**
   * While tracing is on: the W3C traceparent of the span that queued it (a request's, a sweep's), which the span of
   * each attempt links to (LeasedJobWorker). Trace and span ids only, nothing about anyone.
   */
  @Column({ type: 'varchar', length: 55, nullable: true })
  traceParent: string | null;
}
