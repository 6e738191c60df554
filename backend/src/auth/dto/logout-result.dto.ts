import { ApiProperty } from '@nestjs/swagger';
import { AUTH_MESSAGES } from '../auth.messages';

export class LogoutResultDto {
  @ApiProperty({ example: AUTH_MESSAGES.loggedOut })
  message: string;
}
