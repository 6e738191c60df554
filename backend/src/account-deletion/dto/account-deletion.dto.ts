import { accountDeletionSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** 'Delete my account': the account's password, asked again. */
export class AccountDeletionDto extends createZodDto(accountDeletionSchema) {}
