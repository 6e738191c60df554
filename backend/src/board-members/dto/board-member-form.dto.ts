import { boardMemberFormSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** What an admin sends to create or replace a board member. */
export class BoardMemberFormDto extends createZodDto(boardMemberFormSchema) {}
