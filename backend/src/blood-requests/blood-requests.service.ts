import { hasAdminRole, type BloodRequestStatus } from '@blood-donation/domain';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { FindOptionsOrder, Repository, SelectQueryBuilder } from 'typeorm';
import { fetchPage, whereContains } from '../admin-lists/admin-list-query';
import { fetchForExport } from '../admin-lists/csv-export';
import { ADMIN_BLOOD_REQUESTS_SPEC, type AdminBloodRequestsQuery } from './admin-blood-requests-query';
import { MessageDto } from '../common/message.dto';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/row-locks';
import { User } from '../users/user.entity';
import { BloodRequest } from './blood-request.entity';
import { BLOOD_REQUEST_MESSAGES as M } from './blood-requests.messages';
import { BloodRequestRecordDto } from './dto/blood-request-record.dto';
import { CreateBloodRequestDto } from './dto/create-blood-request.dto';
import { StatusNoteDto } from './dto/status-note.dto';

const NEWEST_FIRST: FindOptionsOrder<BloodRequest> = { createdAt: 'DESC', id: 'DESC' };

@Injectable()
export class BloodRequestsService {
  constructor(
    @InjectRepository(BloodRequest) private readonly requests: Repository<BloodRequest>,
    private readonly database: Database,
  ) {}

  /** A new request of the caller: always Pending, whatever the body says. */
  async create(form: CreateBloodRequestDto, caller: User): Promise<BloodRequestRecordDto> {
    const { name, email, bloodGroup, units, mobile, gender, age, disease = '' } = form;
    const request = this.requests.create({ name, email, bloodGroup, units, mobile, gender, age, disease, status: 'Pending', message: null, userId: caller.id });
    await this.requests.insert(request);
    return BloodRequestRecordDto.from(request);
  }

  listOwn(caller: User): Promise<BloodRequestRecordDto[]> {
    return this.list({ userId: caller.id });
  }

  listAll(): Promise<BloodRequestRecordDto[]> {
    return this.list({});
  }

  /** One page of the admin list, filtered, sorted and cut in SQL, with the total of matching rows. */
  async page(query: AdminBloodRequestsQuery): Promise<{ rows: BloodRequestRecordDto[]; total: number }> {
    const { rows, total } = await fetchPage(this.filtered(query), ADMIN_BLOOD_REQUESTS_SPEC, query);
    return { rows: rows.map((request) => BloodRequestRecordDto.from(request)), total };
  }

  /** The requests matching the filter of `query`, unsorted and uncut. */
  filtered(query: Pick<AdminBloodRequestsQuery, 'filter'>): SelectQueryBuilder<BloodRequest> {
    const { filter } = query;
    const builder = this.requests.createQueryBuilder('request');
    if (filter.q) whereContains(builder, ['request.name', 'request.bloodGroup', 'request.mobile'], filter.q);
    if (filter.status) builder.andWhere('request.status = :status', { status: filter.status });
    return builder;
  }

  /** Every row of the admin list's sort and filter, for the CSV export (at most EXPORT_MAX_ROWS). */
  async exportAll(query: AdminBloodRequestsQuery): Promise<BloodRequestRecordDto[]> {
    return (await fetchForExport(this.filtered(query), ADMIN_BLOOD_REQUESTS_SPEC, query)).map((request) => BloodRequestRecordDto.from(request));
  }

  async getForAdmin(id: number): Promise<BloodRequestRecordDto> {
    const request = await this.requests.findOneBy({ id });
    if (!request) throw new NotFoundException(M.notFound);
    return BloodRequestRecordDto.from(request);
  }

  /**
   * Approve or reject, from any status; the note (or null) replaces the earlier one. The row stays locked until the
   * decision is stored, so a donor deleting it at that moment either deletes it first (404 here) or gets 409.
   */
  async decide(id: number, status: BloodRequestStatus, note: StatusNoteDto): Promise<BloodRequestRecordDto> {
    return this.database.transaction(async (manager) => {
      const request = await manager.findOne(BloodRequest, { where: { id }, ...forUpdate(manager) });
      if (!request) throw new NotFoundException(M.notFound);
      const decided = manager.merge(BloodRequest, request, { status, message: note.message || null }).touch();
      await manager.update(BloodRequest, { id }, { status: decided.status, message: decided.message, updatedAt: decided.updatedAt });
      return BloodRequestRecordDto.from(decided);
    });
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

  private async list(where: { userId?: number }): Promise<BloodRequestRecordDto[]> {
    const requests = await this.requests.find({ where, order: NEWEST_FIRST });
    return requests.map((request) => BloodRequestRecordDto.from(request));
  }
}
