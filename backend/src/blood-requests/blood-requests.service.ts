import { hasAdminRole, type BloodRequestStatus } from '@blood-donation/domain';
import { ConflictException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import { ListReader, ownedBy } from '../lists/list-reader';
import { answerWholeList, type WholeListRequest } from '../lists/whole-list';
import { BLOOD_REQUEST_LIST } from './blood-request-list';
import { MessageDto } from '../common/message.dto';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/row-locks';
import { DonorAsksService } from '../donor-asks/donor-asks.service';
import type { OwnBloodRequestRecordDto } from '../donor-asks/dto/donor-asks.dto';
import { MatchWaveWorker } from '../donor-asks/match-wave-worker';
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
   * Approve or reject, from any status; the note (or null) replaces the earlier one. The row stays locked until the
   * decision is stored, so a donor deleting it at that moment either deletes it first (404 here) or gets 409.
   * Approving starts the search for donors: its first wave is due at once, stored in the same transaction (approving
   * an Approved request again leaves its search as it is).
   */
  async decide(id: number, status: BloodRequestStatus, note: StatusNoteDto): Promise<BloodRequestRecordDto> {
    let startsSearch = false;
    const decided = await this.database.transaction(async (manager) => {
      const request = await manager.findOne(BloodRequest, { where: { id }, ...forUpdate(manager) });
      if (!request) throw new NotFoundException(M.notFound);
      startsSearch = status === 'Approved' && request.status !== 'Approved';
      const decided = manager.merge(BloodRequest, request, { status, message: note.message || null }).touch();
      await manager.update(BloodRequest, { id }, { status: decided.status, message: decided.message, updatedAt: decided.updatedAt });
      if (startsSearch) await this.waves.schedule(manager, id);
      return BloodRequestRecordDto.from(decided);
    });
    if (startsSearch) this.waveWorker.wake();
    return decided;
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
