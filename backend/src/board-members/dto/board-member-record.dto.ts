import { TEAMS, type BoardMemberRecord } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { API_PREFIX } from '../../api-prefix';
import type { BoardMember } from '../board-member.entities';

/** A board member as every endpoint returns it. */
export class BoardMemberRecordDto implements BoardMemberRecord {
  @ApiProperty({ format: 'uuid', example: '3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11' })
  _id: string;

  @ApiProperty({ example: 'Priya Nair' })
  full_name: string;

  @ApiProperty({ example: 'Leads the open-source team.' })
  description: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'https://www.linkedin.com/in/priya' })
  linkedin_url: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: null })
  twitter_url: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'https://github.com/priya' })
  github_url: string | null;

  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...TEAMS] }, example: ['open-source', 'design'] })
  teams: string[];

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '/api/board-members/3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11/photo?v=1767225600000',
    description: 'null when the member has no photo; ?v= changes with every new photo.',
  })
  photoUrl: string | null;

  static from(member: BoardMember, photoUpdatedAt: Date | null): BoardMemberRecordDto {
    const { id, full_name, description, linkedin_url, twitter_url, github_url, teams } = member;
    return {
      _id: id,
      full_name,
      description,
      linkedin_url,
      twitter_url,
      github_url,
      teams: teams ? teams.split(',') : [],
      photoUrl: photoUpdatedAt ? `/${API_PREFIX}/board-members/${id}/photo?v=${photoUpdatedAt.getTime()}` : null,
    };
  }
}
