import { BadRequestException } from '@nestjs/common';
import { isBlankInput } from '@blood-donation/domain';
import type * as z from 'zod';

export { VALIDATION_ERROR_CODE } from '@blood-donation/domain';

/** A request body that breaks the rules: field name -> messages. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly errors: Record<string, string[]>) {
    super([...new Set(Object.values(errors).flat())].join(', '));
  }

  /**
   * Field name -> its messages. A field that is missing or blank shows only its first (the "required") message, a
   * field of the wrong type only its type message; each unknown field is named.
   */
  static fromZodIssues(issues: readonly z.core.$ZodIssue[], body: unknown): ValidationFailedException {
    // A Map, not a plain object: a field may be named `constructor` or `__proto__`, which an object already "has".
    const errors = new Map<string, string[]>();
    const add = (field: string, message: string) => {
      const messages = errors.get(field) ?? [];
      if (!messages.includes(message)) messages.push(message);
      errors.set(field, messages);
    };
    const decided = new Set<string>();
    for (const issue of issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) add([...issue.path, key].join('.'), `property ${key} should not exist`);
        continue;
      }
      const field = issue.path.join('.') || 'body';
      if (decided.has(field)) continue;
      if (issue.code === 'invalid_type' || isBlankInput(valueAt(body, issue.path))) {
        errors.set(field, [issue.message]);
        decided.add(field);
      } else add(field, issue.message);
    }
    return new ValidationFailedException(fieldsOf(errors));
  }
}

/** The fields as a JSON object whose own keys they are (`__proto__` too), with no prototype to inherit from. */
function fieldsOf(errors: Map<string, string[]>): Record<string, string[]> {
  const fields = Object.create(null) as Record<string, string[]>;
  for (const [field, messages] of errors) Object.defineProperty(fields, field, { value: messages, enumerable: true, writable: true, configurable: true });
  return fields;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), body);
}
