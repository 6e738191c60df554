import { firstErrorPerField } from '@blood-donation/domain';
import type * as z from 'zod';

interface ErrorBody {
  message: string;
}

/** A 400 validation answer naming exactly `errors`; its message joins all their messages (in any order). */
export function expectValidationFailure(body: ErrorBody, errors: Record<string, string[]>): void {
  expect(body).toEqual({ statusCode: 400, error: 'Bad Request', errorCode: 'VALIDATION_ERROR', errors, message: expect.any(String) });
  const messages = [...new Set(Object.values(errors).flat())];
  for (const message of messages) expect(body.message).toContain(message);
  expect(body.message).toHaveLength(messages.join(', ').length);
}

/**
 * The form's own schema (domain) gives `field` of `body` this message, and the API answers `body`
 * with exactly that message for exactly that field.
 */
export async function expectFormMessage(
  formSchema: z.ZodType,
  send: (body: object) => PromiseLike<{ status: number; body: ErrorBody }>,
  body: object,
  field: string,
  message: string,
): Promise<void> {
  expect(firstErrorPerField<string>(formSchema, body)[field]).toBe(message);
  const response = await send(body);
  expect(response.status).toBe(400);
  expectValidationFailure(response.body, { [field]: [message] });
}
