import type { Authority, LoginResponse } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';

export class AuthorityDto implements Authority {
  @ApiProperty({ example: 'ROLE_user', description: "'ROLE_' followed by the account's role." })
  authority: string;
}

/** What login and refresh return; the refresh token itself travels in the HttpOnly refreshToken cookie. */
export class LoginResponseDto implements LoginResponse {
  @ApiProperty({ description: 'HS256 JWT; sub is the user id, exp is in seconds.' })
  accessToken: string;

  @ApiProperty({ example: 'alice@example.com' })
  email: string;

  @ApiProperty({ example: 'alice' })
  username: string;

  @ApiProperty({ type: [AuthorityDto] })
  role: AuthorityDto[];
}
