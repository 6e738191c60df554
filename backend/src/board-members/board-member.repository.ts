import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { BoardMember, BoardMemberPhoto } from './board-member.entities';

/** The photo of a member without its bytes: when it last changed. */
export type PhotoDate = Pick<BoardMemberPhoto, 'memberId' | 'updatedAt'>;

/**
 * The board_members and board_member_photos tables. They are mapped by per-driver EntitySchemas (see
 * board-member.entities.ts), so the manager finds them by their classes.
 */
@Injectable()
export class BoardMemberRepository {
  constructor(private readonly database: Database) {}

  /** Oldest first. */
  all(): Promise<BoardMember[]> {
    return this.database.manager.find(BoardMember, { order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findById(id: string): Promise<BoardMember | null> {
    return this.database.manager.findOneBy(BoardMember, { id });
  }

  exists(id: string): Promise<boolean> {
    return this.database.manager.existsBy(BoardMember, { id });
  }

  async insert(member: BoardMember): Promise<void> {
    await this.database.manager.insert(BoardMember, member);
  }

  async update(id: string, fields: Partial<BoardMember>): Promise<void> {
    await this.database.manager.update(BoardMember, { id }, fields);
  }

  /** The photo goes with it (ON DELETE CASCADE); false when there was no such member. */
  async delete(id: string): Promise<boolean> {
    const { affected } = await this.database.manager.delete(BoardMember, { id });
    return Boolean(affected);
  }

  /** When each member's photo last changed. */
  photoDates(): Promise<PhotoDate[]> {
    return this.database.manager.find(BoardMemberPhoto, { select: { memberId: true, updatedAt: true } });
  }

  photoDateOf(memberId: string): Promise<PhotoDate | null> {
    return this.database.manager.findOne(BoardMemberPhoto, { where: { memberId }, select: { memberId: true, updatedAt: true } });
  }

  photoOf(memberId: string): Promise<BoardMemberPhoto | null> {
    return this.database.manager.findOne(BoardMemberPhoto, { where: { memberId }, select: { contentType: true, bytes: true, memberId: true } });
  }

  /** Stores the member's photo in place of the one it had. */
  async replacePhoto(photo: BoardMemberPhoto): Promise<void> {
    await this.database.manager.upsert(BoardMemberPhoto, photo, ['memberId']);
  }

  async deletePhoto(memberId: string): Promise<void> {
    await this.database.manager.delete(BoardMemberPhoto, { memberId });
  }
}
