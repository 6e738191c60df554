/** The Volunteer List's texts (spec sections 2 and 8). */
export const VOLUNTEER_TEXTS = {
  title: 'Volunteer List',
  searchPlaceholder: 'Search volunteers...',
  searchLabel: 'Search by first name, last name, email or phone',
  eventFilter: 'Event',
  allEvents: 'All Events',
  empty: 'No volunteers found.',
  detailsTitle: 'Volunteer Details',
  eventTitle: 'Event Details',
  noEvent: 'This volunteer did not choose an event.',
  deleteTitle: 'Confirm Deletion',
  deleteQuestion: 'Are you sure you want to delete this volunteer?',
  deleted: 'Volunteer deleted successfully.',
  deleteFailed: 'Failed to delete volunteer.',
  retry: 'Retry',
  loadFailed: 'Failed to fetch volunteers. Please try again later.',
  eventsFailed: 'Failed to fetch events. Please try again later.',
} as const;
