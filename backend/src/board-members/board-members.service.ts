import { TEAMS } from '@blood-donation/domain';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MessageDto } from '../common/message.dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';
import type { BoardMember } from './board-member.entities';
import { BoardMemberRepository } from './board-member.repository';
import { BOARD_MEMBER_MESSAGES as M } from './board-members.messages';
import { BoardMemberFormDto } from './dto/board-member-form.dto';
import { BoardMemberRecordDto } from './dto/board-member-record.dto';
import { imageTypeOf, PHOTO_FIELD, type UploadedPhoto } from './photo-upload';

/** A photo as the public endpoint sends it. */
export interface PhotoFile {
  contentType: string;
  bytes: Buffer;
}

@Injectable()
export class BoardMembersService {
  constructor(private readonly members: BoardMemberRepository) {}

  /** Oldest first, each with the URL of its photo (when there is one). */
  async list(): Promise<BoardMemberRecordDto[]> {
    const [members, photos] = await Promise.all([
      this.members.all(),
      this.members.photoDates(),
    ]);
    const photoDates = new Map(photos.map((photo) => [photo.memberId, photo.updatedAt]));
    return members.map((member) => BoardMemberRecordDto.from(member, photoDates.get(member.id) ?? null));
  }

  async create(form: BoardMemberFormDto): Promise<BoardMemberRecordDto> {
    const member: BoardMember = { id: randomUUID(), ...fieldsOf(form), createdAt: new Date() };
    await this.members.insert(member);
    return BoardMemberRecordDto.from(member, null);
  }

  async update(id: string, form: BoardMemberFormDto): Promise<BoardMemberRecordDto> {
    const member = await this.memberOrFail(id);
    await this.members.update(id, fieldsOf(form));
    return this.recordOf({ ...member, ...fieldsOf(form) });
  }

  async remove(id: string): Promise<MessageDto> {
    if (!(await this.members.delete(id))) throw new NotFoundException(M.notFound);
    return { message: M.deleted };
  }

  /** Replaces the member's photo; the type comes from the magic bytes only. */
  async setPhoto(id: string, file: UploadedPhoto | undefined): Promise<BoardMemberRecordDto> {
    const member = await this.memberOrFail(id);
    if (!file) throw new ValidationFailedException({ [PHOTO_FIELD]: [M.photoRequired] });
    const contentType = imageTypeOf(file.buffer);
    await this.members.replacePhoto({ memberId: id, contentType, bytes: file.buffer, updatedAt: new Date() });
    return this.recordOf(member);
  }

  async removePhoto(id: string): Promise<BoardMemberRecordDto> {
    const member = await this.memberOrFail(id);
    await this.members.deletePhoto(id);
    return BoardMemberRecordDto.from(member, null);
  }

  async photo(id: string): Promise<PhotoFile> {
    const photo = await this.members.photoOf(id);
    if (photo) return { contentType: photo.contentType, bytes: Buffer.from(photo.bytes) };
    throw new NotFoundException((await this.members.exists(id)) ? M.photoNotFound : M.notFound);
  }

  private async memberOrFail(id: string): Promise<BoardMember> {
    const member = await this.members.findById(id);
    if (!member) throw new NotFoundException(M.notFound);
    return member;
  }

  private async recordOf(member: BoardMember): Promise<BoardMemberRecordDto> {
    const photo = await this.members.photoDateOf(member.id);
    return BoardMemberRecordDto.from(member, photo?.updatedAt ?? null);
  }
}

/** The stored columns of a form: links null when absent, teams without repeats in the order of TEAMS. */
function fieldsOf(form: BoardMemberFormDto): Pick<BoardMember, 'full_name' | 'description' | 'linkedin_url' | 'twitter_url' | 'github_url' | 'teams'> {
  const teams = TEAMS.filter((team) => form.teams.includes(team));
  if (teams.length === 0) throw new BadRequestException(M.teamsRequired);
  return {
    full_name: form.full_name,
    description: form.description,
    linkedin_url: form.linkedin_url ?? null,
    twitter_url: form.twitter_url ?? null,
    github_url: form.github_url ?? null,
    teams: teams.join(','),
  };
}
