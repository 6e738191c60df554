/** Spec section 5 and 8 Volunteers (form) texts, character for character. */
export const VOLUNTEER_TEXTS = {
  success: 'Volunteer form submitted successfully',
  failure: 'Error submitting volunteer form',
  validationFallback: 'Validation error',
  noToken: 'No token found',
  eventsFailed: 'Error fetching events',
} as const;
