/** Session texts both web apps show, character for character as the spec gives them. */
export const SESSION_TEXTS = {
  logout: 'Logout',
  logoutQuestion: 'Are you sure you want to log out?',
  logoutConfirm: 'Yes, log out',
  logoutCancel: 'Cancel',
  loggedOut: 'You have successfully logged out.',
  expiredTitle: 'Session Expired',
  expiredMessage: 'Your session has expired. Please log in again.',
  expiredConfirm: 'OK',
} as const;

/** The 404 page of both web apps. */
export const NOT_FOUND_TEXTS = {
  title: 'Page Not Found',
  heading: 'Oops! You seem to be lost.',
  homeButton: 'Go Back Home',
} as const;

/** Answers of the API that the web apps show as they are. */
export const API_MESSAGES = {
  registrationSuccessful: 'Registration Successful',
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  loggedOut: SESSION_TEXTS.loggedOut,
  requestDeleted: 'Request deleted successfully!',
} as const;

/** errorCode of every 400 answer caused by a field failing validation. */
export const VALIDATION_ERROR_CODE = 'VALIDATION_ERROR';
