import './zod-config';
import * as z from 'zod';
import { API_MESSAGES, VALIDATION_ERROR_CODE } from '../screen-texts';

/** The one JSON shape every failure of the API answers with. */
export const errorResponseSchema = z.object({
  statusCode: z.number().meta({ example: 401 }),
  error: z.string().meta({ example: 'Unauthorized', description: 'HTTP reason phrase.' }),
  message: z.string().meta({ example: API_MESSAGES.invalidCredentials, description: 'Readable sentence, safe to show to the user.' }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * A 400: the same shape; when fields broke the rules (the usual case), also errorCode and each field's messages. A
 * body that is no JSON object at all (malformed, nested too deep, an array) answers without them.
 */
export const validationErrorResponseSchema = errorResponseSchema.extend({
  statusCode: z.number().meta({ example: 400 }),
  error: z.string().meta({ example: 'Bad Request', description: 'HTTP reason phrase.' }),
  message: z.string().meta({ example: 'Username is required, Invalid email', description: 'Every field message joined with ", ".' }),
  errorCode: z.enum([VALIDATION_ERROR_CODE]).optional().meta({ description: 'Present, with errors, when fields broke the rules.' }),
  errors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .meta({
      example: { username: ['Username is required'], email: ['Invalid email'] },
      description: 'Field name -> its messages (only the "required" message when the field is missing or blank).',
    }),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;
