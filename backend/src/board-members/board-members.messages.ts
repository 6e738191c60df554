import { BOARD_MEMBER_API_MESSAGES, BOARD_MEMBER_FORM_MESSAGES } from '@blood-donation/domain';

/** Largest accepted photo, in bytes (2 MB). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Answers of the board member endpoints (the spec leaves them to the server). */
export const BOARD_MEMBER_MESSAGES = {
  ...BOARD_MEMBER_FORM_MESSAGES,
  notFound: 'Board member not found.',
  photoNotFound: 'This board member has no photo.',
  deleted: BOARD_MEMBER_API_MESSAGES.deleted,
  photoRequired: 'Send the image as the multipart field "photo".',
  photoTooLarge: 'The photo must be at most 2 MB.',
  photoWrongType: 'The photo must be a JPEG, PNG or WebP image.',
} as const;
