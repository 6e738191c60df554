import type { ApprovalEffects, DonorAnswer, DonorAsk as DonorAskRecord, DonorMatch } from '@blood-donation/domain';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { BloodRequest } from '../blood-requests/blood-request.entity';
import { BLOOD_REQUEST_MESSAGES } from '../blood-requests/blood-requests.messages';
import { SearchProgressReader, type SearchProgress } from '../blood-requests/search-progress';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';
import type { DonorAsk } from './donor-ask.entity';
import { DonorAsksRepository } from './donor-asks.repository';
import { DonorCandidates } from './donor-candidates';
import { DONOR_ASK_MESSAGES as M } from './donor-asks.texts';

const NO_PROGRESS: SearchProgress = { asked: 0, saidYes: 0, helpers: [] };

/** An ask as the donor sees it: the requester's name and mobile only once they said yes, and while there is a requester. */
function askRecord(ask: DonorAsk, request: BloodRequest): DonorAskRecord {
  const { bloodGroup, city, hospital, neededBy, urgent, status, name, mobile } = request;
  const requester = ask.answer === 'yes' && request.userId !== null ? { name, mobile } : null;
  return { requestId: request.id, bloodGroup, city, hospital, urgent: Boolean(urgent), neededBy, status, askedAt: ask.askedAt.toISOString(), answer: ask.answer, requester };
}

/** The candidates an admin sees, the asks a donor sees and answers, and the helpers a requester sees. */
@Injectable()
export class DonorAsksService implements SearchProgressReader {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly asks: DonorAsksRepository,
    private readonly candidates: DonorCandidates,
  ) {}

  /** Every available donor in the request's city whose group suits it: exact matches first, eligible before not. */
  /** What approving sets off: the first wave asks at most MATCH_WAVE_SIZE donors. */
  approvalEffects(): ApprovalEffects {
    return { donorsPerWave: this.settings.matching.waveSize };
  }

  async matches(bloodRequestId: number): Promise<DonorMatch[]> {
    const request = await this.asks.findRequest(bloodRequestId);
    if (!request) throw new NotFoundException(BLOOD_REQUEST_MESSAGES.notFound);
    const candidates = await this.candidates.find(request);
    const asks = await this.asks.asksAbout(bloodRequestId);
    const askOf = new Map(asks.map((ask) => [ask.userId, ask]));
    const ordered = [...candidates].sort((a, b) => Number(b.exactMatch) - Number(a.exactMatch) || Number(b.eligible) - Number(a.eligible));
    return ordered.map(({ email: _email, channel: _channel, ...candidate }) => {
      const ask = askOf.get(candidate.userId);
      return { ...candidate, askedAt: ask?.askedAt.toISOString() ?? null, answer: ask?.answer ?? null };
    });
  }

  /** The caller's asks, newest first. */
  async asksOf(caller: User): Promise<DonorAskRecord[]> {
    const asks = await this.asks.asksOf(caller.id);
    return asks.map((ask) => askRecord(ask, ask.bloodRequest));
  }

  /** The caller's answer to being asked about the request: 403 unless asked, 409 once it is no longer Approved. */
  respond(bloodRequestId: number, caller: User, answer: DonorAnswer): Promise<DonorAskRecord> {
    return this.database.transaction(async () => {
      const request = await this.asks.findRequest(bloodRequestId, { locked: true });
      if (!request) throw new NotFoundException(BLOOD_REQUEST_MESSAGES.notFound);
      const ask = await this.asks.findAskLocked(bloodRequestId, caller.id);
      if (!ask) throw new ForbiddenException(M.notAsked);
      if (request.status !== 'Approved') throw new ConflictException(M.notOpen);
      const answered = { ...ask, answer, answeredAt: new Date() };
      await this.asks.recordAnswer(ask.id, answer, answered.answeredAt);
      return askRecord(answered, request);
    });
  }

  /** The search progress of each request, in one query: counts, and name and mobile of the donors who said yes. */
  async progressOf(bloodRequestIds: number[]): Promise<Map<number, SearchProgress>> {
    const progress = new Map<number, SearchProgress>(bloodRequestIds.map((id) => [id, { ...NO_PROGRESS, helpers: [] }]));
    if (bloodRequestIds.length === 0) return progress;
    for (const row of await this.asks.progressRows(bloodRequestIds)) {
      const entry = progress.get(Number(row.bloodRequestId))!;
      entry.asked += 1;
      if (row.answer !== 'yes') continue;
      entry.saidYes += 1;
      entry.helpers.push({ name: row.name ?? '', mobile: row.mobile ?? '' });
    }
    return progress;
  }
}
