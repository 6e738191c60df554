import { API_MESSAGES } from '@blood-donation/domain';

/** Longest note an admin may attach when approving or rejecting a request. */
export const STATUS_NOTE_MAX_LENGTH = 500;

/** Answers of the blood request endpoints that the spec leaves to the server. */
export const BLOOD_REQUEST_MESSAGES = {
  deleted: API_MESSAGES.requestDeleted,
  notFound: 'Blood request not found.',
  onlyPendingDeletable: 'Only pending requests can be deleted.',
  noteTooLong: `Message must be at most ${STATUS_NOTE_MAX_LENGTH} characters`,
} as const;
