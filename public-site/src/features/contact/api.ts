import { api } from '../../lib/api-client';

export interface ContactPayload {
  name: string;
  email: string;
  subject: string;
  message: string;
  captchaToken: string;
}

/** POST /api/contact-us (public): 200 { message }; 400 { message, errors }. */
export function sendContactMessage(payload: ContactPayload) {
  return api.post<{ message?: string } | null>('/contact-us', payload, { refreshOn401: false });
}
