/** The All Contacts texts (spec sections 2 and 8); the reply texts are the panel's own (the spec leaves Reply open). */
export const CONTACT_TEXTS = {
  title: 'All Contacts',
  empty: 'No contacts found.',
  authFailed: 'Authentication failed. Please login again.',
  notFound: 'Endpoint not found. Please check the API URL.',
  loadFailed: 'Failed to fetch contact list. Please try again later.',
  deleteTitle: 'Delete Contact',
  deleteQuestion: 'Are you sure you want to delete this contact?',
  deleted: 'Contact deleted successfully.',
  deleteFailed: 'Failed to delete contact.',
  answered: 'Answered',
  replyLabel: 'Reply',
  replyRequired: 'Reply is required',
  replyTooLong: 'Reply must be at most 2000 characters',
  send: 'Send',
  replySent: 'Reply sent successfully.',
  replyFailed: 'Failed to send reply. Please try again.',
  /** The reply's email: waiting for the mail server, accepted by it, given up after the last attempt. */
  replyStatus: { queued: 'Queued', sent: 'Sent', failed: 'Failed' },
  replyStatusHint: {
    queued: 'The reply email is waiting to be sent (or to be tried again).',
    sent: 'The mail server accepted the reply email.',
    failed: 'The reply email could not be delivered: retry to send it again.',
  },
  retry: 'Retry',
  retried: 'Reply queued to be sent again.',
  retryFailed: 'Failed to retry the reply. Please try again.',
} as const;

export const REPLY_MAX_LENGTH = 2000;
