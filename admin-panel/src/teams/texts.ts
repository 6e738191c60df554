import { BOARD_MEMBER_FORM_MESSAGES } from '@blood-donation/domain';

/** The Teams screen's texts. The spec names only 'Teams'; the field messages are the API's own, from domain. */
export const TEAM_TEXTS = {
  title: 'Teams',
  add: 'Add Member',
  createTitle: 'Add Board Member',
  editTitle: 'Edit Board Member',
  deleteTitle: 'Delete Board Member',
  deleteQuestion: 'Are you sure you want to delete this board member?',
  empty: 'No board members found.',
  created: 'Board member created successfully.',
  updated: 'Board member updated successfully.',
  deleted: 'Board member deleted successfully.',
  saveFailed: 'Failed to save board member. Please try again.',
  deleteFailed: 'Failed to delete board member. Please try again.',
  loadFailed: 'Failed to fetch board members. Please try again later.',
  photo: 'Photo',
  uploadPhoto: 'Upload photo',
  removePhoto: 'Remove photo',
  photoUpdated: 'Photo updated successfully.',
  photoRemoved: 'Photo removed successfully.',
  photoFailed: 'Failed to upload photo. Please try again.',
  photoRemoveFailed: 'Failed to remove photo. Please try again.',
  photoHint: 'JPEG, PNG or WebP, at most 2 MB.',
  newMember: 'New member',
  ...BOARD_MEMBER_FORM_MESSAGES,
} as const;

export const TEAM_LABELS = {
  full_name: 'Full Name',
  description: 'Description',
  linkedin_url: 'LinkedIn URL',
  twitter_url: 'Twitter URL',
  github_url: 'GitHub URL',
  teams: 'Teams',
} as const;

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
