import { Injectable } from '@nestjs/common';
import type { FindOptionsWhere } from 'typeorm';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { BloodRequest } from './blood-request.entity';

type NewBloodRequest = Omit<BloodRequest, 'id' | 'createdAt' | 'updatedAt' | 'touch' | 'user'>;

/** The blood_requests rows the requests' own moves read and write (in the caller's transaction, if any). */
@Injectable()
export class BloodRequestsRepository {
  constructor(private readonly database: Database) {}

  async insert(fields: NewBloodRequest): Promise<BloodRequest> {
    const manager = this.database.manager;
    const request = manager.create(BloodRequest, fields);
    await manager.insert(BloodRequest, request);
    return request;
  }

  /** The request, its row locked until the transaction ends. */
  findLocked(id: number): Promise<BloodRequest | null> {
    const manager = this.database.manager;
    return manager.findOne(BloodRequest, { where: { id }, ...forUpdate(manager) });
  }

  /** Stores a new status and admin note; `request` becomes the stored row (its updatedAt moved forward). */
  async move(request: BloodRequest, changes: Pick<BloodRequest, 'status' | 'message'>): Promise<BloodRequest> {
    const manager = this.database.manager;
    const moved = manager.merge<BloodRequest>(BloodRequest, request, changes).touch();
    await manager.update(BloodRequest, { id: moved.id }, { status: moved.status, message: moved.message, updatedAt: moved.updatedAt });
    return moved;
  }

  /** Deletes the request `where` picks; false when there was none. */
  async delete(where: FindOptionsWhere<BloodRequest>): Promise<boolean> {
    const { affected } = await this.database.manager.delete(BloodRequest, where);
    return Boolean(affected);
  }

  isOwnedBy(id: number, userId: number): Promise<boolean> {
    return this.database.manager.existsBy(BloodRequest, { id, userId });
  }
}
