/** The events screens' texts (spec sections 2 and 8); the field messages are domain's EVENT_MESSAGES. */
export const EVENT_TEXTS = {
  managementTitle: 'Event Management',
  createTitle: 'Create Event',
  manageTitle: 'Manage Events',
  createCardText: 'Add a new event or donation drive.',
  manageCardText: 'Search, edit and delete events.',
  editTitle: 'Edit Event',
  deleteTitle: 'Delete Event',
  deleteQuestion: 'Are you sure you want to delete this event?',
  searchPlaceholder: 'Search events...',
  allMonths: 'All Months',
  allYears: 'All Years',
  empty: 'No events found.',
  created: 'Event created successfully!',
  createFailed: 'Failed to create event. Please try again later.',
  noResponse: 'No response received from server. Please try again later.',
  otherError: 'An error occurred. Please try again later.',
  updated: 'Event updated successfully!',
  updateFailed: 'Failed to update event. Please try again.',
  deleted: 'Event deleted successfully!',
  deleteFailed: 'Failed to delete event. Please try again.',
  fetchFailed: 'Failed to fetch events. Please try again.',
} as const;

export const EVENT_LABELS = {
  name: 'Event Name',
  location: 'Location',
  dateTime: 'Date and Time',
  organizer: 'Organizer',
  description: 'Description',
  month: 'Month',
  year: 'Year',
} as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The year filter: the current year minus 5 through plus 1. */
export function yearChoices(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 7 }, (_, i) => year - 5 + i);
}
