import { boardMemberRecordSchema, type BoardMemberRecord, type Team } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { API_PREFIX } from '../../web/api-prefix';
import type { BoardMember } from '../board-member.entities';

/** A board member as every endpoint returns it. */
export class BoardMemberRecordDto extends createZodDto(boardMemberRecordSchema) {
  static from(member: BoardMember, photoUpdatedAt: Date | null): BoardMemberRecord {
    const { id, full_name, description, linkedin_url, twitter_url, github_url, teams } = member;
    return {
      _id: id,
      full_name,
      description,
      linkedin_url,
      twitter_url,
      github_url,
      teams: teams ? (teams.split(',') as Team[]) : [],
      photoUrl: photoUpdatedAt ? `/${API_PREFIX}/board-members/${id}/photo?v=${photoUpdatedAt.getTime()}` : null,
    };
  }
}
