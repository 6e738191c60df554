import { TEAMS } from '@blood-donation/domain';

/** Largest accepted photo, in bytes (2 MB). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Answers of the board member endpoints (the spec leaves them to the server). */
export const BOARD_MEMBER_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  fullNameTooLong: 'Full name must be at most 100 characters.',
  descriptionRequired: 'Description is required.',
  descriptionTooLong: 'Description must be at most 2000 characters.',
  urlInvalid: 'Must be an absolute http(s) URL.',
  urlTooLong: 'A URL must be at most 500 characters.',
  teamsRequired: 'Choose at least one team.',
  teamsInvalid: `Teams must be among: ${TEAMS.join(', ')}.`,
  notFound: 'Board member not found.',
  photoNotFound: 'This board member has no photo.',
  deleted: 'Board member deleted successfully.',
  photoRequired: 'Send the image as the multipart field "photo".',
  photoTooLarge: 'The photo must be at most 2 MB.',
  photoWrongType: 'The photo must be a JPEG, PNG or WebP image.',
} as const;
