import { logoutResultSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

export class LogoutResultDto extends createZodDto(logoutResultSchema) {}
