import { BLOOD_REQUEST_TRANSITIONS, isClosedBloodRequest, mayDo, transitionRefusal, type BloodRequestAction } from '@blood-donation/domain';
import { ConflictException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ListReader, ownedBy } from '../lists/list-reader';
import { answerWholeList, type WholeListRequest } from '../lists/whole-list';
import { BLOOD_REQUEST_LIST } from './blood-request-list';
import { MessageDto } from '../common/message.dto';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';
import { BloodRequest } from './blood-request.entity';
import { BloodRequestAnnouncer, BloodRequestApproved, BloodRequestsClosed, type BloodRequestEvent } from './blood-request-events';
import { BLOOD_REQUEST_MESSAGES as M } from './blood-requests.messages';
import { BloodRequestsRepository } from './blood-requests.repository';
import { BloodRequestRecordDto } from './dto/blood-request-record.dto';
import { CreateBloodRequestDto } from './dto/create-blood-request.dto';
import type { OwnBloodRequestRecordDto } from './dto/own-blood-request-record.dto';
import { StatusNoteDto } from './dto/status-note.dto';
import { SearchProgressReader } from './search-progress';

/** Where and how soon: all null for a body without a city (the spec's original form), else urgent false unless given. */
function placeOf(form: CreateBloodRequestDto): Pick<BloodRequest, 'city' | 'hospital' | 'neededBy' | 'urgent'> {
  if (!form.city) return { city: null, hospital: null, neededBy: null, urgent: null };
  return { city: form.city, hospital: form.hospital || null, neededBy: form.neededBy ?? null, urgent: form.urgent ?? false };
}

@Injectable()
export class BloodRequestsService {
  constructor(
    private readonly requests: BloodRequestsRepository,
    private readonly database: Database,
    private readonly lists: ListReader,
    private readonly searchProgress: SearchProgressReader,
    private readonly announcer: BloodRequestAnnouncer,
  ) {}

  /** A new request of the caller: always Pending, whatever the body says. */
  async create(form: CreateBloodRequestDto, caller: User): Promise<BloodRequestRecordDto> {
    const { name, email, bloodGroup, units, mobile, gender, age } = form;
    // Optional: left out, or null, is none.
    const disease = form.disease ?? '';
    return this.database.transaction(async () => {
      const request = await this.requests.insert({ name, email, bloodGroup, units, mobile, gender, age, disease, ...placeOf(form), status: 'Pending', message: null, userId: caller.id });
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
      const progress = await this.searchProgress.progressOf(rows.filter(searched).map(({ id }) => id));
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
   * Both are announced (blood-request-events.ts) inside the transaction; what the listeners wake runs once it committed.
   */
  async transition(id: number, action: BloodRequestAction, caller: User, note: StatusNoteDto = {}): Promise<BloodRequestRecordDto> {
    const { to, by } = BLOOD_REQUEST_TRANSITIONS[action];
    const { moved, announced } = await this.database.transaction(async () => {
      const request = await this.requests.findLocked(id);
      const mayAct = (by.includes('admin') && mayDo([caller.role], 'bloodRequests', 'change')) || (by.includes('owner') && request?.userId === caller.id);
      if (!request || !mayAct) throw new NotFoundException(M.notFound);
      const refusal = transitionRefusal(request.status, action);
      if (refusal) throw new ConflictException(refusal);
      const startsSearch = to === 'Approved' && request.status !== 'Approved';
      const message = action === 'approve' || action === 'reject' ? note.message || null : request.message;
      const moved = await this.requests.move(request, { status: to, message });
      const announced: BloodRequestEvent[] = [];
      if (startsSearch) announced.push(await this.announcer.announce(new BloodRequestApproved(id)));
      if (isClosedBloodRequest(to)) announced.push(await this.closed([id]));
      return { moved: BloodRequestRecordDto.from(moved), announced };
    });
    for (const event of announced) event.committed();
    return moved;
  }

  /**
   * THE point where requests become closed (Fulfilled, Cancelled), in the transaction that closes them: every closing
   * move passes here with the ids it closed, and announces them (donor-asks thanks by email the donors who said yes,
   * queued with the move); the expiry sweep announces those it expires the same way (blood-request-expiry.ts). The
   * caller calls committed() on the answer once it has committed.
   */
  private closed(ids: number[]): Promise<BloodRequestsClosed> {
    return this.announcer.announce(new BloodRequestsClosed(ids));
  }

  /**
   * Admins delete any request. Others only their own while it is Pending, checked by the DELETE itself, so an
   * approval at the same moment cannot slip in between; another account's request answers as one that does not exist.
   */
  async remove(id: number, caller: User): Promise<MessageDto> {
    const isAdmin = mayDo([caller.role], 'bloodRequests', 'delete');
    const deleted = await this.requests.delete(isAdmin ? { id } : { id, userId: caller.id, status: 'Pending' });
    if (deleted) return { message: M.deleted };
    if (!isAdmin && (await this.requests.isOwnedBy(id, caller.id))) throw new ConflictException(M.onlyPendingDeletable);
    throw new NotFoundException(M.notFound);
  }
}
