import { API_MESSAGES, STATUS_NOTE_MAX_LENGTH, STATUS_NOTE_MESSAGES } from '@blood-donation/domain';

export { STATUS_NOTE_MAX_LENGTH };

/** Answers of the blood request endpoints that the spec leaves to the server. */
export const BLOOD_REQUEST_MESSAGES = {
  deleted: API_MESSAGES.requestDeleted,
  notFound: 'Blood request not found.',
  onlyPendingDeletable: 'Only pending requests can be deleted.',
  noteTooLong: STATUS_NOTE_MESSAGES.tooLong,
} as const;
