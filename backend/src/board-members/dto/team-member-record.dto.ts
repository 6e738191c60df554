import { type BoardMemberRecord, teamMemberRecordSchema, type TeamMemberRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** A board member as /api/admin/teams answers it: the record of every endpoint, its _id also as `id`. */
export class TeamMemberRecordDto extends createZodDto(teamMemberRecordSchema) {
  static from(member: BoardMemberRecord): TeamMemberRecord {
    return { ...member, id: member._id };
  }
}
