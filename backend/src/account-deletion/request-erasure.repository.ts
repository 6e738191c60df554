import { OPEN_BLOOD_REQUEST_STATUSES, type BloodRequestStatus } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { DonorAsk } from '../donor-asks/donor-ask.entity';
import { MatchWaveJob } from '../donor-asks/match-wave-job.entity';
import { OutboxEmail } from '../mail/outbox-email.entity';

/**
 * In the erasure's transaction, before the account's blood requests lose their requester (no one can be put in touch
 * with a donor any more), whatever their status:
 *
 * - their rows are locked first, so a wave running at that moment finishes before, or finds its job gone;
 * - their searches stop: their wave jobs are deleted (and the wave worker asks nobody about a request without requester);
 * - the asks about the open ones that no donor answered 'yes' to are deleted: those donors are free to be asked for
 *   another patient. A donor who said yes keeps the ask and is thanked when the request closes (fulfilled, expired);
 * - the ask emails about any of them lose their text (it named the hospital and the day); those still waiting are
 *   deleted, never sent.
 */
@Injectable()
export class RequestErasureRepository {
  constructor(private readonly database: Database) {}

  async endSearchesOf(userId: number): Promise<void> {
    const manager = this.database.manager;
    const requests = await manager.find(BloodRequest, { select: { id: true, status: true }, where: { userId }, ...forUpdate(manager) });
    if (requests.length === 0) return;
    const ids = requests.map(({ id }) => id);
    await manager.delete(MatchWaveJob, { bloodRequestId: In(ids) });
    const asks = await manager.find(DonorAsk, { select: { id: true, bloodRequestId: true, answer: true }, where: { bloodRequestId: In(ids) } });
    if (asks.length === 0) return;
    const askEmails = { kind: 'donor-ask' as const, aboutId: In(asks.map(({ id }) => id)) };
    await manager.delete(OutboxEmail, { ...askEmails, status: 'queued' });
    await manager.update(OutboxEmail, askEmails, { text: '' });
    const open = new Set(requests.filter(({ status }) => (OPEN_BLOOD_REQUEST_STATUSES as readonly BloodRequestStatus[]).includes(status)).map(({ id }) => id));
    const withoutYes = asks.filter(({ bloodRequestId, answer }) => open.has(bloodRequestId) && answer !== 'yes').map(({ id }) => id);
    if (withoutYes.length > 0) await manager.delete(DonorAsk, { id: In(withoutYes) });
  }
}
