/**
 * Texts the spec gives word for word that domain/ does not hold yet.
 * The public site shows the same session and 404 texts, so these belong in @blood-donation/domain;
 * until they move there, this is the admin panel's one copy.
 */
export const SESSION_TEXTS = {
  expiredTitle: 'Session Expired',
  expiredMessage: 'Your session has expired. Please log in again.',
  expiredConfirm: 'OK',
  logout: 'Logout',
  logoutQuestion: 'Are you sure you want to log out?',
  logoutConfirm: 'Yes, log out',
  logoutCancel: 'Cancel',
  loggedOut: 'You have successfully logged out.',
} as const;

export const NOT_FOUND_TEXTS = {
  heading: 'Oops! You seem to be lost.',
  homeButton: 'Go Back Home',
} as const;

export const ADMIN_DASHBOARD_TITLE = 'Admin Dashboard';
