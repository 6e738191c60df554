// Only what the public site's first chunk shows (the session's words): that chunk holds this module whole, so the
// other texts live in screen-texts.ts and messages.ts.
/** Both the toast after logging out and the logout endpoint's answer. */
export const LOGGED_OUT = 'You have successfully logged out.';

/** Session texts both web apps show, character for character as the spec gives them. */
export const SESSION_TEXTS = {
  logout: 'Logout',
  logoutQuestion: 'Are you sure you want to log out?',
  logoutConfirm: 'Yes, log out',
  logoutCancel: 'Cancel',
  loggedOut: LOGGED_OUT,
  expiredTitle: 'Session Expired',
  expiredMessage: 'Your session has expired. Please log in again.',
  expiredConfirm: 'OK',
} as const;
