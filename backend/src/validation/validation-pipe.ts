import { ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { isZodDto } from 'nestjs-zod/dto';
import { ValidationFailedException } from '../errors/validation-failed.exception';

/** Request bodies are checked against their DTO: no unknown fields, no type coercion, spec messages. */
class RequestValidationPipe extends ValidationPipe {
  transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (isZodDto(metadata.metatype)) return Promise.resolve(value);
    if (metadata.type === 'body' && Array.isArray(value) && metadata.metatype !== Array) {
      throw new BadRequestException('The request body must be a JSON object');
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new RequestValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => ValidationFailedException.fromValidationErrors(errors),
  });
}
