import type { DonorAnswer } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { BloodRequest } from '../blood-requests/blood-request.entity';
import { Database } from '../database/database.service';
import { forUpdate } from '../database/dialect';
import { User } from '../users/user.entity';
import { DonorAsk } from './donor-ask.entity';

/** One ask of a request's progress: the answer, and the name and mobile of a donor who said yes. */
export interface ProgressRow {
  bloodRequestId: number | string;
  answer: DonorAnswer | null;
  name: string | null;
  mobile: string | null;
}

export type Helper = Pick<User, 'id' | 'username' | 'email' | 'contactChannel'>;

/** The donor_asks rows, and the requests they are about (in the caller's transaction, if any). */
@Injectable()
export class DonorAsksRepository {
  constructor(private readonly database: Database) {}

  /** The request; with `locked`, its row locked until the transaction ends. */
  findRequest(id: number, { locked = false } = {}): Promise<BloodRequest | null> {
    const manager = this.database.manager;
    return manager.findOne(BloodRequest, { where: { id }, ...(locked ? forUpdate(manager) : {}) });
  }

  /** The request, which must exist (its closing is in this transaction). */
  requestOrFail(id: number): Promise<BloodRequest> {
    return this.database.manager.findOneByOrFail(BloodRequest, { id });
  }

  asksAbout(bloodRequestId: number): Promise<DonorAsk[]> {
    return this.database.manager.findBy(DonorAsk, { bloodRequestId });
  }

  /** The donor's asks with their requests, newest first. */
  asksOf(userId: number): Promise<DonorAsk[]> {
    return this.database.manager.find(DonorAsk, { where: { userId }, relations: { bloodRequest: true }, order: { askedAt: 'DESC', id: 'DESC' } });
  }

  /** The donor's ask about the request, its row locked until the transaction ends. */
  findAskLocked(bloodRequestId: number, userId: number): Promise<DonorAsk | null> {
    const manager = this.database.manager;
    return manager.findOne(DonorAsk, { where: { bloodRequestId, userId }, ...forUpdate(manager) });
  }

  async recordAnswer(id: number, answer: DonorAnswer, answeredAt: Date): Promise<void> {
    await this.database.manager.update(DonorAsk, { id }, { answer, answeredAt });
  }

  /** Every ask about the requests, in one query, in the order they were answered (name and mobile of yes only). */
  progressRows(bloodRequestIds: number[]): Promise<ProgressRow[]> {
    return this.database.manager
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
  }

  yesCount(bloodRequestId: number): Promise<number> {
    return this.database.manager.countBy(DonorAsk, { bloodRequestId, answer: 'yes' });
  }

  /** The donors who said yes to the request, by account id. */
  helpersOf(bloodRequestId: number): Promise<Helper[]> {
    return this.database.manager
      .createQueryBuilder(User, 'user')
      .innerJoin(DonorAsk, 'ask', 'ask.userId = user.id')
      .select(['user.id', 'user.username', 'user.email', 'user.contactChannel'])
      .where('ask.bloodRequestId = :bloodRequestId AND ask.answer = :yes', { bloodRequestId, yes: 'yes' })
      .orderBy('user.id')
      .getMany();
  }

  /** Those of `bloodRequestIds` that a donor said yes to: the requests with helpers to thank (one query for a batch). */
  async withHelpers(bloodRequestIds: number[]): Promise<number[]> {
    if (bloodRequestIds.length === 0) return [];
    const rows = await this.database.manager
      .createQueryBuilder(DonorAsk, 'ask')
      .select('DISTINCT ask.bloodRequestId', 'id')
      .where('ask.bloodRequestId IN (:...ids) AND ask.answer = :yes', { ids: bloodRequestIds, yes: 'yes' })
      .orderBy('ask.bloodRequestId')
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /** A new, unanswered ask; answers its id. */
  async insertAsk(bloodRequestId: number, userId: number, askedAt: Date): Promise<number> {
    const { identifiers } = await this.database.manager.insert(DonorAsk, { bloodRequestId, userId, askedAt, answer: null, answeredAt: null });
    return identifiers[0].id as number;
  }
}
