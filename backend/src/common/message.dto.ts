import { messageSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** `{ message }`: what an action with nothing else to return answers. */
export class MessageDto extends createZodDto(messageSchema) {}
