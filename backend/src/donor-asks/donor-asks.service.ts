import type { ContactPerson, DonorAnswer, DonorAsk as DonorAskRecord, DonorMatch } from '@blood-donation/domain';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { BLOOD_REQUEST_MESSAGES } from '../blood-requests/blood-requests.messages';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { User } from '../users/user.entity';
import { DonorAsk } from './donor-ask.entity';
import { findCandidates } from './donor-candidates';
import { DONOR_ASK_MESSAGES as M } from './donor-asks.texts';

/** What the requester of a request sees of its search: how many donors were asked, how many said yes, and those who did. */
export interface SearchProgress {
  asked: number;
  saidYes: number;
  helpers: ContactPerson[];
}

interface ProgressRow {
  bloodRequestId: number | string;
  answer: DonorAnswer | null;
  name: string | null;
  mobile: string | null;
}

const NO_PROGRESS: SearchProgress = { asked: 0, saidYes: 0, helpers: [] };

/** An ask as the donor sees it: the requester's name and mobile only once they said yes, and while there is a requester. */
function askRecord(ask: DonorAsk, request: BloodRequest): DonorAskRecord {
  const { bloodGroup, city, hospital, neededBy, urgent, status, name, mobile } = request;
  const requester = ask.answer === 'yes' && request.userId !== null ? { name, mobile } : null;
  return { requestId: request.id, bloodGroup, city, hospital, urgent: Boolean(urgent), neededBy, status, askedAt: ask.askedAt.toISOString(), answer: ask.answer, requester };
}

/** The candidates an admin sees, the asks a donor sees and answers, and the helpers a requester sees. */
@Injectable()
export class DonorAsksService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly dataSource: DataSource,
  ) {}

  /** Every available donor in the request's city whose group suits it: exact matches first, eligible before not. */
  async matches(bloodRequestId: number): Promise<DonorMatch[]> {
    const manager = this.dataSource.manager;
    const request = await manager.findOneBy(BloodRequest, { id: bloodRequestId });
    if (!request) throw new NotFoundException(BLOOD_REQUEST_MESSAGES.notFound);
    const candidates = await findCandidates(manager, request, { ruleSet: this.settings.eligibility.ruleSet });
    const asks = await manager.findBy(DonorAsk, { bloodRequestId });
    const askOf = new Map(asks.map((ask) => [ask.userId, ask]));
    const ordered = [...candidates].sort((a, b) => Number(b.exactMatch) - Number(a.exactMatch) || Number(b.eligible) - Number(a.eligible));
    return ordered.map(({ email: _email, channel: _channel, ...candidate }) => {
      const ask = askOf.get(candidate.userId);
      return { ...candidate, askedAt: ask?.askedAt.toISOString() ?? null, answer: ask?.answer ?? null };
    });
  }

  /** The caller's asks, newest first. */
  async asksOf(caller: User): Promise<DonorAskRecord[]> {
    const asks = await this.dataSource.manager.find(DonorAsk, { where: { userId: caller.id }, relations: { bloodRequest: true }, order: { askedAt: 'DESC', id: 'DESC' } });
    return asks.map((ask) => askRecord(ask, ask.bloodRequest));
  }

  /** The caller's answer to being asked about the request: 403 unless asked, 409 once it is no longer Approved. */
  respond(bloodRequestId: number, caller: User, answer: DonorAnswer): Promise<DonorAskRecord> {
    return this.database.transaction(async (manager) => {
      const request = await manager.findOne(BloodRequest, { where: { id: bloodRequestId }, ...forUpdate(manager) });
      if (!request) throw new NotFoundException(BLOOD_REQUEST_MESSAGES.notFound);
      const ask = await manager.findOne(DonorAsk, { where: { bloodRequestId, userId: caller.id }, ...forUpdate(manager) });
      if (!ask) throw new ForbiddenException(M.notAsked);
      if (request.status !== 'Approved') throw new ConflictException(M.notOpen);
      const answered = { ...ask, answer, answeredAt: new Date() };
      await manager.update(DonorAsk, { id: ask.id }, { answer, answeredAt: answered.answeredAt });
      return askRecord(answered, request);
    });
  }

  /** The search progress of each request, in one query: counts, and name and mobile of the donors who said yes. */
  async progressOf(bloodRequestIds: number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, SearchProgress>> {
    const progress = new Map<number, SearchProgress>(bloodRequestIds.map((id) => [id, { ...NO_PROGRESS, helpers: [] }]));
    if (bloodRequestIds.length === 0) return progress;
    const rows = await manager
      .createQueryBuilder(DonorAsk, 'ask')
      .leftJoin(User, 'helper', 'helper.id = ask.userId AND ask.answer = :yes', { yes: 'yes' })
      .select('ask.bloodRequestId', 'bloodRequestId')
      .addSelect('ask.answer', 'answer')
      .addSelect('helper.username', 'name')
      .addSelect('helper.mobile', 'mobile')
      .where({ bloodRequestId: In(bloodRequestIds) })
      .orderBy('ask.answeredAt', 'ASC')
      .addOrderBy('ask.id', 'ASC')
      .getRawMany<ProgressRow>();
    for (const row of rows) {
      const entry = progress.get(Number(row.bloodRequestId))!;
      entry.asked += 1;
      if (row.answer !== 'yes') continue;
      entry.saidYes += 1;
      entry.helpers.push({ name: row.name ?? '', mobile: row.mobile ?? '' });
    }
    return progress;
  }
}
