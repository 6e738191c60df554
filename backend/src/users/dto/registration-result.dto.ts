import { API_MESSAGES } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';

export const REGISTRATION_SUCCESS_MESSAGE = API_MESSAGES.registrationSuccessful;

export class RegistrationResultDto {
  @ApiProperty({ example: REGISTRATION_SUCCESS_MESSAGE })
  message: string;

  @ApiProperty({ example: 'alice@example.com' })
  email: string;

  @ApiProperty({ example: 'alice' })
  username: string;
}
