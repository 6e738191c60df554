import { BLOOD_REQUEST_TRANSITIONS, hasAdminRole, isClosedBloodRequest, OPEN_BLOOD_REQUEST_STATUSES, transitionRefusal, type BloodRequestAction, type BloodRequestStatus } from '@blood-donation/domain';
import { ConflictException, Injectable, Logger, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { EntityManager, In, Repository } from 'typeorm';
import { ListReader, ownedBy } from '../lists/list-reader';
import { answerWholeList, type WholeListRequest } from '../lists/whole-list';
import { BLOOD_REQUEST_LIST } from './blood-request-list';
import { MessageDto } from '../common/message.dto';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/row-locks';
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
  private readonly logger = new Logger('BloodRequests');

  constructor(
    @InjectRepository(BloodRequest) private readonly requests: Repository<BloodRequest>,
    private readonly database: Database,
    private readonly lists: ListReader,
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

  listOwn(caller: User, request: WholeListRequest, response: Response): Promise<BloodRequestRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, BLOOD_REQUEST_LIST, request, response, ownedBy(caller.id));
  }

  listAll(request: WholeListRequest, response: Response): Promise<BloodRequestRecordDto[] | StreamableFile> {
    return answerWholeList(this.lists, BLOOD_REQUEST_LIST, request, response);
  }

  /**
   * Every move of a request (the table of domain's blood-request-lifecycle): approve or reject (admins; the note, or
   * null, replaces the earlier one), fulfil (its owner or an admin), cancel (its owner). A request the caller may not
   * act on answers as one that does not exist (404); a move the table does not allow from its status is 409. The row
   * stays locked until the move is stored, so a donor deleting it at that moment either deletes it first (404 here)
   * or gets 409, and two moves at once run one after the other.
   */
  async transition(id: number, action: BloodRequestAction, caller: User, note: StatusNoteDto = {}): Promise<BloodRequestRecordDto> {
    const { to, by } = BLOOD_REQUEST_TRANSITIONS[action];
    return this.database.transaction(async (manager) => {
      const request = await manager.findOne(BloodRequest, { where: { id }, ...forUpdate(manager) });
      const mayAct = (by.includes('admin') && hasAdminRole([caller.role])) || (by.includes('owner') && request?.userId === caller.id);
      if (!request || !mayAct) throw new NotFoundException(M.notFound);
      const refusal = transitionRefusal(request.status, action);
      if (refusal) throw new ConflictException(refusal);
      const message = action === 'approve' || action === 'reject' ? note.message || null : request.message;
      const moved = manager.merge(BloodRequest, request, { status: to, message }).touch();
      await manager.update(BloodRequest, { id }, { status: moved.status, message: moved.message, updatedAt: moved.updatedAt });
      if (isClosedBloodRequest(to)) await this.closed(manager, [id], to);
      return BloodRequestRecordDto.from(moved);
    });
  }

  /**
   * Marks Expired every open request whose Needed by day is before `now`'s UTC day or that was made more than
   * `maxOpenDays` days before `now`; answers how many. One UPDATE of the rows read under lock, so running it again, or
   * on several instances at once, expires each request once.
   */
  async expireOverdue(now: Date, maxOpenDays: number): Promise<number> {
    const today = now.toISOString().slice(0, 10);
    const madeBefore = new Date(now.getTime() - maxOpenDays * 86_400_000);
    return this.database.transaction(async (manager) => {
      const select = manager
        .createQueryBuilder(BloodRequest, 'request')
        .select('request.id', 'id')
        .where('request.status IN (:...open)', { open: OPEN_BLOOD_REQUEST_STATUSES })
        .andWhere('(request.neededBy < :today OR request.createdAt < :madeBefore)', { today, madeBefore });
      if (manager.connection.options.type !== 'better-sqlite3') select.setLock('pessimistic_write');
      const ids = (await select.getRawMany<{ id: number }>()).map((row) => Number(row.id));
      if (ids.length === 0) return 0;
      await manager.update(BloodRequest, { id: In(ids), status: In(OPEN_BLOOD_REQUEST_STATUSES) }, { status: 'Expired', updatedAt: now });
      await this.closed(manager, ids, 'Expired');
      return ids.length;
    });
  }

  /**
   * THE point where requests become closed (Fulfilled, Cancelled or Expired), in the transaction that closes them:
   * every closing move passes here with the ids it closed.
   */
  private async closed(manager: EntityManager, ids: number[], status: BloodRequestStatus): Promise<void> {
    // Donor asks: thank the donors who said yes to these requests here (queue their emails with `manager`).
    this.logger.debug(`Blood requests ${status}: ${ids.join(', ')} (${manager.connection.options.type})`);
  }

  /**
   * Admins delete any request. Others only their own while it is Pending, checked by the DELETE itself, so an
   * approval at the same moment cannot slip in between; another account's request answers as one that does not exist.
   */
  async remove(id: number, caller: User): Promise<MessageDto> {
    const isAdmin = hasAdminRole([caller.role]);
    const { affected } = await this.requests.delete(isAdmin ? { id } : { id, userId: caller.id, status: 'Pending' });
    if (affected) return { message: M.deleted };
    if (!isAdmin && (await this.requests.existsBy({ id, userId: caller.id }))) throw new ConflictException(M.onlyPendingDeletable);
    throw new NotFoundException(M.notFound);
  }
}
