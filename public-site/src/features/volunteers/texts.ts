/** Spec section 5 and 8 Volunteers (form) texts, character for character. */
export const VOLUNTEER_TEXTS = {
  success: 'Volunteer form submitted successfully',
  failure: 'Error submitting volunteer form',
  validationFallback: 'Validation error',
  noToken: 'No token found',
  eventsFailed: 'Error fetching events',
} as const;

/** The Volunteer Form page's heading and intro. */
export const VOLUNTEER_PAGE_TEXTS = {
  title: 'Volunteer Form',
  intro: 'Help at a blood drive: tell us about yourself and, if you like, the event you would join.',
} as const;
