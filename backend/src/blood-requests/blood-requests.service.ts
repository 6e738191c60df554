import { BLOOD_REQUEST_TRANSITIONS, isClosedBloodRequest, mayDo, OPEN_BLOOD_REQUEST_STATUSES, transitionRefusal, type BloodRequestAction } from '@blood-donation/domain';
import { ConflictException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { EntityManager, In, Repository } from 'typeorm';
import { ListReader, ownedBy } from '../lists/list-reader';
import { answerWholeList, type WholeListRequest } from '../lists/whole-list';
import { BLOOD_REQUEST_LIST } from './blood-request-list';
import { MessageDto } from '../common/message.dto';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { DonorAsksService } from '../donor-asks/donor-asks.service';
import type { OwnBloodRequestRecordDto } from '../donor-asks/dto/donor-asks.dto';
import { MatchWaveWorker } from '../donor-asks/match-wave-worker';
import { DonorChannels } from '../donor-asks/donor-channels';
import { MatchWaves } from '../donor-asks/match-waves.service';
import { User } from '../users/user.entity';
import { BloodRequest } from './blood-request.entity';
import { BLOOD_REQUEST_MESSAGES as M } from './blood-requests.messages';
import { BloodRequestRecordDto } from './dto/blood-request-record.dto';
import { CreateBloodRequestDto } from './dto/create-blood-request.dto';
import { StatusNoteDto } from './dto/status-note.dto';

/** Where and how soon: all null for a body without a city (the spec's original form), else urgent false unless given. */
function placeOf(form: CreateBloodRequestDto): Pick<BloodRequest, 'city' | 'hospital' | 'neededBy' | 'urgent'> {
  if (!form.city) return { city: null, hospital: null, neededBy: null, urgent: null };
  return { city: form.city, hospital: form.hospital || null, neededBy: form.neededBy ?? null, urgent: form.urgent ?? false };
}

@Injectable()
export class BloodRequestsService {
  constructor(
    @InjectRepository(BloodRequest) private readonly requests: Repository<BloodRequest>,
    private readonly database: Database,
    private readonly lists: ListReader,
    private readonly asks: DonorAsksService,
    private readonly waves: MatchWaves,
    private readonly waveWorker: MatchWaveWorker,
    private readonly channels: DonorChannels,
  ) {}

  /** A new request of the caller: always Pending, whatever the body says. */
  async create(form: CreateBloodRequestDto, caller: User): Promise<BloodRequestRecordDto> {
    const { name, email, bloodGroup, units, mobile, gender, age } = form;
    // Optional: left out, or null, is none.
    const disease = form.disease ?? '';
    return this.database.transaction(async (manager) => {
      const request = manager.create(BloodRequest, { name, email, bloodGroup, units, mobile, gender, age, disease, ...placeOf(form), status: 'Pending', message: null, userId: caller.id });
      await manager.insert(BloodRequest, request);
      return BloodRequestRecordDto.from(request);
    });
  }

  /**
   * The caller's own requests; each whose search for donors has started (it names a city and is no longer Pending)
   * with how many donors were asked, how many said yes, and the name and mobile of those who did.
   */
  listOwn(caller: User, request: WholeListRequest, response: Response): Promise<OwnBloodRequestRecordDto[] | StreamableFile> {
    const searched = (row: BloodRequestRecordDto) => row.city !== undefined && row.status !== 'Pending';
    return answerWholeList(this.lists, BLOOD_REQUEST_LIST, request, response, ownedBy(caller.id), async (rows) => {
      const progress = await this.asks.progressOf(rows.filter(searched).map(({ id }) => id));
      return rows.map((row) => ({ ...row, ...progress.get(row.id) }));
    });
  }

  listAll(request: WholeListRequest, response: Response): Promise<BloodRequestRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, BLOOD_REQUEST_LIST, request, response);
  }

  /**
   * Every move of a request (the table of domain's blood-request-lifecycle): approve or reject (its admin side: whoever
   * the permission table lets change blood requests, moderators too; the note, or null, replaces the earlier one),
   * fulfil (its owner or the admin side), cancel (its owner). A request the caller may not
   * act on answers as one that does not exist (404); a move the table does not allow from its status is 409. The row
   * stays locked until the move is stored, so a donor deleting it at that moment either deletes it first (404 here)
   * or gets 409, and two moves at once run one after the other. Approving starts the search for donors: its first
   * wave is due at once, stored in the same transaction (approving an Approved request again leaves its search as it is).
   */
  async transition(id: number, action: BloodRequestAction, caller: User, note: StatusNoteDto = {}): Promise<BloodRequestRecordDto> {
    const { to, by } = BLOOD_REQUEST_TRANSITIONS[action];
    let startsSearch = false;
    let thanked = 0;
    const moved = await this.database.transaction(async (manager) => {
      const request = await manager.findOne(BloodRequest, { where: { id }, ...forUpdate(manager) });
      const mayAct = (by.includes('admin') && mayDo([caller.role], 'bloodRequests', 'change')) || (by.includes('owner') && request?.userId === caller.id);
      if (!request || !mayAct) throw new NotFoundException(M.notFound);
      const refusal = transitionRefusal(request.status, action);
      if (refusal) throw new ConflictException(refusal);
      startsSearch = to === 'Approved' && request.status !== 'Approved';
      const message = action === 'approve' || action === 'reject' ? note.message || null : request.message;
      const moved = manager.merge(BloodRequest, request, { status: to, message }).touch();
      await manager.update(BloodRequest, { id }, { status: moved.status, message: moved.message, updatedAt: moved.updatedAt });
      if (startsSearch) await this.waves.schedule(manager, id);
      if (isClosedBloodRequest(to)) thanked = await this.closed(manager, [id]);
      return BloodRequestRecordDto.from(moved);
    });
    if (startsSearch) this.waveWorker.wake();
    if (thanked > 0) this.channels.wakeAll();
    return moved;
  }

  /**
   * Marks Expired every open request whose Needed by day is before `now`'s UTC day or that was made more than
   * `maxOpenDays` days before `now`; answers how many. One UPDATE of the rows read under lock, so running it again, or
   * on several instances at once, expires each request once.
   */
  async expireOverdue(now: Date, maxOpenDays: number): Promise<number> {
    const today = now.toISOString().slice(0, 10);
    const madeBefore = new Date(now.getTime() - maxOpenDays * 86_400_000);
    let thanked = 0;
    const expired = await this.database.transaction(async (manager) => {
      const select = manager
        .createQueryBuilder(BloodRequest, 'request')
        .select('request.id', 'id')
        .where('request.status IN (:...open)', { open: OPEN_BLOOD_REQUEST_STATUSES })
        .andWhere('(request.neededBy < :today OR request.createdAt < :madeBefore)', { today, madeBefore });
      if (manager.connection.options.type !== 'better-sqlite3') select.setLock('pessimistic_write');
      const ids = (await select.getRawMany<{ id: number }>()).map((row) => Number(row.id));
      if (ids.length === 0) return 0;
      await manager.update(BloodRequest, { id: In(ids), status: In(OPEN_BLOOD_REQUEST_STATUSES) }, { status: 'Expired', updatedAt: now });
      thanked = await this.closed(manager, ids);
      return ids.length;
    });
    if (thanked > 0) this.channels.wakeAll();
    return expired;
  }

  /**
   * THE point where requests become closed (Fulfilled, Cancelled or Expired), in the transaction that closes them:
   * every closing move passes here with the ids it closed. The donors who said yes are thanked by email (queued with
   * the move; the caller wakes the channels once it has committed); answers how many emails were queued.
   */
  private async closed(manager: EntityManager, ids: number[]): Promise<number> {
    let thanked = 0;
    // Its next wave, if any, finds the request no longer Approved and ends the search.
    for (const id of ids) thanked += await this.waves.thankHelpers(manager, id);
    return thanked;
  }

  /**
   * Admins delete any request. Others only their own while it is Pending, checked by the DELETE itself, so an
   * approval at the same moment cannot slip in between; another account's request answers as one that does not exist.
   */
  async remove(id: number, caller: User): Promise<MessageDto> {
    const isAdmin = mayDo([caller.role], 'bloodRequests', 'delete');
    const { affected } = await this.requests.delete(isAdmin ? { id } : { id, userId: caller.id, status: 'Pending' });
    if (affected) return { message: M.deleted };
    if (!isAdmin && (await this.requests.existsBy({ id, userId: caller.id }))) throw new ConflictException(M.onlyPendingDeletable);
    throw new NotFoundException(M.notFound);
  }
}
