import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { isZodDto } from 'nestjs-zod/dto';
import * as z from 'zod';
import { ValidationFailedException } from '../errors/validation-failed.exception';

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer number',
  boolean: 'a boolean value',
  object: 'an object',
  array: 'an array',
};

/**
 * The API's words for a value of the wrong JSON type ("age must be a string"), used when a schema of domain/ gives
 * none of its own (the forms never send a wrong type, so only the API needs them). Set once, at start.
 */
export function useApiTypeMessages(): void {
  z.config({
    customError: (issue) => {
      if (issue.path === undefined || issue.path.length === 0) return undefined;
      const field = issue.path.join('.');
      if (issue.code === 'invalid_type') return `${field} must be ${TYPE_WORDS[issue.expected] ?? `of type ${issue.expected}`}`;
      // One of a list of texts, given something that is not text.
      if (issue.code === 'invalid_value' && typeof issue.input !== 'string') return `${field} must be a string`;
      return undefined;
    },
  });
}

/** Request bodies, queries and params typed with a zod DTO are parsed by its schema of domain/ (trimmed, lower-cased…). */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!isZodDto(metadata.metatype)) return value;
    // No JSON body at all (another content type): every field counts as missing.
    const input = metadata.type === 'body' && value === undefined ? {} : value;
    if (metadata.type === 'body' && (typeof input !== 'object' || input === null || Array.isArray(input))) {
      throw new BadRequestException('The request body must be a JSON object');
    }
    const result = (metadata.metatype.schema as z.ZodType).safeParse(input);
    const prototypeKeys = prototypeKeyIssues(input);
    if (!result.success || prototypeKeys.length > 0) {
      throw ValidationFailedException.fromZodIssues([...(result.error?.issues ?? []), ...prototypeKeys], input);
    }
    return result.data;
  }
}

/**
 * An own `__proto__` key (JSON.parse makes one) is unknown to every schema, but zod leaves it out instead of naming
 * it: it is refused here as any other unknown key is by the (strict) schemas of domain/.
 */
function prototypeKeyIssues(value: unknown, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  if (!value || typeof value !== 'object') return [];
  const own: z.core.$ZodIssue[] = Object.hasOwn(value, '__proto__')
    ? [{ code: 'unrecognized_keys', keys: ['__proto__'], path, message: 'Unrecognized key: "__proto__"', input: value as Record<string, unknown> }]
    : [];
  return [...own, ...Object.entries(value).flatMap(([key, inner]) => (key === '__proto__' ? [] : prototypeKeyIssues(inner, [...path, key])))];
}
