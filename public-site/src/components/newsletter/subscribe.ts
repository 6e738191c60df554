// What the newsletter form needs only on submit: loaded then, so the home page carries neither the
// validation rules nor the API client.
import { apiClient, dataOf, rateLimitMessage, subscribeSchema } from '@blood-donation/domain';

export { rateLimitMessage };

/** The message the newsletter schema gives the email typed, or undefined when it may be sent. */
export function newsletterEmailMessage(email: string): string | undefined {
  return subscribeSchema.safeParse({ email }).error?.issues[0]?.message;
}

/**
 * POST /api/newsletter/subscribe (public: subscribing twice is fine, the server answers 200 again). A plain call,
 * not a TanStack Query mutation: the form is on the home page, which does not load TanStack Query (app/provider.tsx).
 */
export async function subscribe(email: string): Promise<void> {
  await dataOf(apiClient.POST('/api/newsletter/subscribe', { body: { email } }));
}
