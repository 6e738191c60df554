import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from '../errors/validation-failed.exception';

/** Request bodies are checked against their DTO: no unknown fields, no type coercion, spec messages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => ValidationFailedException.fromValidationErrors(errors),
  });
}
