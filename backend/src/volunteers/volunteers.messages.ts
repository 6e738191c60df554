/** Answers of the volunteer endpoints that the spec leaves to the server. */
export const VOLUNTEER_API_MESSAGES = {
  deleted: 'Volunteer deleted successfully.',
  notFound: 'Volunteer not found.',
  withdrawn: 'You have withdrawn your volunteer sign-up.',
} as const;
