import { BadRequestException } from '@nestjs/common';
import { ValidationError } from 'class-validator';

export { VALIDATION_ERROR_CODE } from '@blood-donation/domain';

/** A request body that breaks the rules: field name -> messages. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: Record<string, string[]>) {
    super([...new Set(Object.values(errors).flat())].join(', '));
  }

  static fromValidationErrors(validationErrors: ValidationError[]): ValidationFailedException {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of flatten(validationErrors, '')) errors[field] = messages;
    return new ValidationFailedException(errors);
  }
}

/** A constraint named 'required' failed: the field is missing or blank, so its other messages would only repeat that. */
const REQUIRED = 'required';
/** Constraints about the JSON type; when one fails the value is not worth checking further. */
const TYPE_CONSTRAINTS = ['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject', 'unknownValue'];

function* flatten(validationErrors: ValidationError[], prefix: string): Generator<[string, string[]]> {
  for (const error of validationErrors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property || 'body';
    const constraints = error.constraints ?? {};
    const names = Object.keys(constraints);
    const decisive = names.find((name) => name === REQUIRED) ?? names.find((name) => TYPE_CONSTRAINTS.includes(name));
    const messages = decisive ? [constraints[decisive]] : Object.values(constraints);
    if (messages.length > 0) yield [field, [...new Set(messages)]];
    yield* flatten(error.children ?? [], field);
  }
}
