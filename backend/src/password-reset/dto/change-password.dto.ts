import { PASSWORD_MAX_LENGTH } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Required } from '../../validation/validators';
import { PASSWORD_CHANGE_MESSAGES } from '../password-reset.messages';
import { NewPasswordDto } from './new-password.dto';

/** The Change Password form: the password in use and the new one, with the rules and messages of registration. */
export class ChangePasswordDto extends NewPasswordDto {
  @ApiProperty({ example: 'old-secret1', format: 'password' })
  @Required(PASSWORD_CHANGE_MESSAGES.currentRequired)
  @IsString({ message: PASSWORD_CHANGE_MESSAGES.currentRequired })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_CHANGE_MESSAGES.currentWrong })
  currentPassword: string;
}
