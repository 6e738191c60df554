/** The name shown in the navbar, the footer and every document title. */
export const SITE_NAME = 'Blood Donation';

/** Spec texts shared by the navbar, the session dialog and the logout flow. */
export const SESSION_TEXTS = {
  logoutQuestion: 'Are you sure you want to log out?',
  logoutConfirm: 'Yes, log out',
  logoutCancel: 'Cancel',
  loggedOut: 'You have successfully logged out.',
  expiredTitle: 'Session Expired',
  expiredMessage: 'Your session has expired. Please log in again.',
  expiredConfirm: 'OK',
} as const;
