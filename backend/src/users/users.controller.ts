import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { ApiBodyErrors } from '../errors/api-error-responses';
import { ErrorResponseDto } from '../errors/error-response.dto';
import { RegisterUserDto } from './dto/register-user.dto';
import { RegistrationResultDto } from './dto/registration-result.dto';
import { UsersService } from './users.service';
import { RateLimited } from '../rate-limits/rate-limited.decorator';

@ApiTags('Users')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Public()
  @Post('register')
  @RateLimited(5)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Register a donor account (role user)' })
  @ApiOkResponse({ type: RegistrationResultDto })
  @ApiBodyErrors()
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'An account with this email already exists.' })
  register(@Body() form: RegisterUserDto): Promise<RegistrationResultDto> {
    return this.users.register(form);
  }

}
