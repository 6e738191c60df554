// What the newsletter form needs only on submit: loaded then, so the home page carries neither the
// validation rules nor the API client.
import { validateNewsletterEmail } from '@blood-donation/domain';
import { api, rateLimitMessage } from '../../lib/api-client';

export { rateLimitMessage, validateNewsletterEmail };

/** POST /api/newsletter/subscribe (public: subscribing twice is fine, the server answers 200 again). */
export async function subscribe(email: string): Promise<void> {
  await api.post('/newsletter/subscribe', { email }, { refreshOn401: false });
}
