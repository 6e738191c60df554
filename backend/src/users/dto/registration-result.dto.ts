import { ApiProperty } from '@nestjs/swagger';

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration Successful';

export class RegistrationResultDto {
  @ApiProperty({ example: REGISTRATION_SUCCESS_MESSAGE })
  message: string;

  @ApiProperty({ example: 'alice@example.com' })
  email: string;

  @ApiProperty({ example: 'alice' })
  username: string;
}
