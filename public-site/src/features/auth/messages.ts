import { API_MESSAGES } from '@blood-donation/domain';

/** Spec section 8 texts of the two auth screens, character for character. */
export const REGISTRATION_TEXTS = {
  success: API_MESSAGES.registrationSuccessful,
  failedPrefix: 'Registration failed: ',
  unknownError: 'Unknown error',
  serverFallback: 'Registration failed. Please try again later.',
  noResponse: 'No response received from server. Please try again later.',
  other: 'An error occurred. Please try again later.',
} as const;

export const LOGIN_TEXTS = {
  success: 'Login successful!',
  invalidResponse: 'Invalid server response. Please try again.',
  noRole: 'No valid role found.',
  serverFallback: 'Login failed. Please try again.',
  noResponse: 'Network error. Please check your connection.',
  other: 'An unexpected error occurred. Please try again.',
} as const;
