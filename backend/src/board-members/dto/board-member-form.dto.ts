import { TEAMS } from '@blood-donation/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { Trim } from '../../validation/transforms';
import { Required } from '../../validation/validators';
import { BOARD_MEMBER_MESSAGES as M } from '../board-members.messages';

/** An absolute http: or https: URL without spaces. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A profile link: trimmed; blank or null means none; otherwise an absolute http(s) URL of at most 500 characters. */
const ProfileUrl = (): PropertyDecorator => (target, key) => {
  Transform(({ value }) => {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    return trimmed === '' ? null : trimmed;
  })(target, key);
  IsOptional()(target, key);
  IsString({ message: M.urlInvalid })(target, key);
  ValidateBy({ name: 'isHttpUrl', validator: { validate: isHttpUrl } }, { message: M.urlInvalid })(target, key);
  MaxLength(500, { message: M.urlTooLong })(target, key);
};

/** What an admin sends to create or replace a board member. */
export class BoardMemberFormDto {
  @ApiProperty({ example: 'Priya Nair', maxLength: 100 })
  @Trim()
  @Required(M.fullNameRequired)
  @IsString({ message: M.fullNameRequired })
  @MaxLength(100, { message: M.fullNameTooLong })
  full_name: string;

  @ApiProperty({ example: 'Leads the open-source team.', maxLength: 2000 })
  @Trim()
  @Required(M.descriptionRequired)
  @IsString({ message: M.descriptionRequired })
  @MaxLength(2000, { message: M.descriptionTooLong })
  description: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, format: 'uri', maxLength: 500, example: 'https://www.linkedin.com/in/priya' })
  @ProfileUrl()
  linkedin_url?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, format: 'uri', maxLength: 500, example: 'https://x.com/priya' })
  @ProfileUrl()
  twitter_url?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, format: 'uri', maxLength: 500, example: 'https://github.com/priya' })
  @ProfileUrl()
  github_url?: string | null;

  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...TEAMS] }, minItems: 1, example: ['open-source', 'design'] })
  @IsArray({ message: M.teamsRequired })
  @ArrayNotEmpty({ message: M.teamsRequired })
  @IsIn(TEAMS, { each: true, message: M.teamsInvalid })
  teams: string[];
}
