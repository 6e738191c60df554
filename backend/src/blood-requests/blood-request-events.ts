import { Injectable } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';

/*
 * Why events: donor-asks needs blood-requests (its asks and waves are about a request: the entity, its texts), so
 * blood-requests must not need donor-asks back. A request announces its approval and its closing; donor-asks listens
 * (starts the search for donors, thanks those who said yes). The announcement is awaited inside the transaction that
 * made the change (emitAsync; the listeners' repositories join that transaction through Database's
 * AsyncLocalStorage), so the change and what it causes are still kept or rolled back together. The other way round
 * (donor-asks owning the request's moves) would put the request's own lifecycle in the feature that only follows it.
 */

/**
 * Marks a listener of `topic`: its failure fails the announcement and so rolls the announcing change back (the
 * library's own default would log the error and go on).
 */
export const OnBloodRequestEvent = (topic: string): MethodDecorator => OnEvent(topic, { suppressErrors: false });

/** Something that happened to blood requests, announced in the transaction that made it happen. */
export abstract class BloodRequestEvent {
  abstract readonly topic: string;
  private readonly onCommit: (() => void)[] = [];

  /** A listener's work for once the change has committed (waking a worker that must see it). */
  afterCommit(work: () => void): void {
    this.onCommit.push(work);
  }

  /** Called by whoever announced the event, once its transaction has committed. */
  committed(): void {
    for (const work of this.onCommit) work();
  }
}

/** A request became Approved: the search for donors starts. */
export class BloodRequestApproved extends BloodRequestEvent {
  static readonly TOPIC = 'blood-request.approved';
  readonly topic = BloodRequestApproved.TOPIC;

  constructor(readonly bloodRequestId: number) {
    super();
  }
}

/** Requests became closed (Fulfilled, Cancelled or Expired): the donors who said yes are thanked. */
export class BloodRequestsClosed extends BloodRequestEvent {
  static readonly TOPIC = 'blood-requests.closed';
  readonly topic = BloodRequestsClosed.TOPIC;

  constructor(readonly bloodRequestIds: number[]) {
    super();
  }
}

/** Announces an event to its listeners and waits for them, so their work is part of the caller's transaction. */
@Injectable()
export class BloodRequestAnnouncer {
  constructor(private readonly events: EventEmitter2) {}

  async announce<E extends BloodRequestEvent>(event: E): Promise<E> {
    await this.events.emitAsync(event.topic, event);
    return event;
  }
}
