import { answerOf, apiClient, type components } from '@blood-donation/domain';
import { useMutation } from '@tanstack/react-query';

export type ContactMessage = components['schemas']['ContactFormDto'];

/** POST /api/contact-us (public): 200 { message }; 400 { message, errors }. The answer and its status. */
export async function sendContactMessage(body: ContactMessage) {
  const { data, response } = await answerOf(apiClient.POST('/api/contact-us', { body }));
  return { status: response.status, data };
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
