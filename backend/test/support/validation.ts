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
