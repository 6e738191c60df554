import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorBody } from './error-body';
import { VALIDATION_ERROR_CODE } from './validation-failed.exception';

/** Swagger schema of the error shape. */
export class ErrorResponseDto implements ErrorBody {
  @ApiProperty({ example: 401 })
  statusCode: number;

  @ApiProperty({ example: 'Unauthorized', description: 'HTTP reason phrase.' })
  error: string;

  @ApiProperty({ example: 'Invalid email or password.', description: 'Readable sentence, safe to show to the user.' })
  message: string;
}

export class ValidationErrorResponseDto extends ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Username is required, Invalid email', description: 'Every field message joined with ", ".' })
  message: string;

  @ApiProperty({ enum: [VALIDATION_ERROR_CODE] })
  errorCode: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { username: ['Username is required'], email: ['Invalid email'] },
    description: 'Field name -> its messages (only the "required" message when the field is missing or blank).',
  })
  errors: Record<string, string[]>;
}
