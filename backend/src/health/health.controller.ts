import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../access/access.decorators';
import { Database } from '../database/database.service';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../database/database-faults';
import { ErrorResponseDto } from '../errors/error-response.dto';

export class HealthDto {
  @ApiProperty({ example: 'ok' })
  status: 'ok';
}

/** How long the readiness check waits for the database. */
const CHECK_TIMEOUT_MS = 2000;

@ApiTags('Health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly database: Database) {}

  @Get()
  @ApiOperation({ summary: 'Ready: the instance has started (database reached, migrations run) and its database answers (for load balancers and the container health check)' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({
    type: ErrorResponseDto,
    description:
      'Not ready: the instance is still starting (its database not reached yet, or the migrations not run), or the database does not answer within 2 s. Retry-After says when to ask again.',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async check(): Promise<HealthDto> {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref());
    try {
      await Promise.race([this.database.ping(), timeout]);
    } catch {
      throw new ServiceUnavailableException(DATABASE_UNAVAILABLE_MESSAGE);
    }
    return { status: 'ok' };
  }

  @Get('live')
  @ApiOperation({ summary: 'Alive: the process runs (whatever its database, also while it starts and waits for it)' })
  @ApiOkResponse({ type: HealthDto })
  live(): HealthDto {
    return { status: 'ok' };
  }
}
