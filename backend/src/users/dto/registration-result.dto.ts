import { API_MESSAGES, registrationResultSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

export const REGISTRATION_SUCCESS_MESSAGE = API_MESSAGES.registrationSuccessful;

export class RegistrationResultDto extends createZodDto(registrationResultSchema) {}
