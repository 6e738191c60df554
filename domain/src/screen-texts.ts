// Apart from texts.ts on purpose: the public site's first chunk holds texts.ts whole, and these are only shown by
// screens that load later.
import { LOGGED_OUT } from './texts';

/** The web apps' words for a call that failed or a session that is missing, the same in both. */
export const CALL_FAILURE_TEXTS = {
  noResponse: 'No response received from server. Please try again later.',
  other: 'An error occurred. Please try again later.',
  notAuthenticated: 'User is not authenticated. Please login again.',
  authenticationFailed: 'Authentication failed. Please login again.',
  /** The public site's account screens (login, password, account deletion). */
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** What a list shows for a value its record does not have. */
export const MISSING_VALUE_TEXT = 'Not Available';

/** Recording a donation: the donor's Donate Blood and the admin's Add Donor. */
export const DONATION_TEXTS = {
  added: 'Donation data added successfully!',
  addFailed: 'Failed to add donation data. Please try again later.',
} as const;

/** The admin panel's Donors screen: what its rows are, and when each row's donor may give again. */
export const DONOR_LIST_TEXTS = {
  whatItLists: 'Each row is one recorded donation, latest first, with when its donor may give whole blood again under the eligibility rules.',
  eligibility: 'Eligibility',
  eligibleNow: 'Can donate now',
  /** `day` as the screen writes it (formatDay). */
  eligibleFrom: (day: string) => `Can donate from ${day}`,
} as const;

/** Asking before a deletion: of a blood request in both apps, of a volunteer sign-up in the panel. */
export const DELETION_TEXTS = {
  title: 'Confirm Deletion',
  requestQuestion: 'Are you sure you want to delete this request?',
} as const;

/** The events lists when there is nothing to show. */
export const NO_EVENTS_TEXT = 'No events found.';

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
  loggedOut: LOGGED_OUT,
  requestDeleted: 'Request deleted successfully!',
} as const;

/** errorCode of every 400 answer caused by a field failing validation. */
export const VALIDATION_ERROR_CODE = 'VALIDATION_ERROR';

/** Donation drives (issue 23): the donor's booking screens and the admin's drive section, the same words in both apps. */
export const DRIVE_SCREEN_TEXTS = {
  bookATime: 'Book a time',
  /** The 'Book a time' link's name for a screen reader, naming the drive. */
  bookATimeAt: (name: string) => `Book a time at ${name}`,
  freePlaces: (free: number) => (free === 1 ? '1 free place' : `${free} free places`),
  full: 'Full',
  timesTitle: 'Pick a time',
  noTimes: 'There are no times left to book at this drive.',
  notADrive: 'This event does not take bookings.',
  loadFailed: 'The times could not be loaded. Please try again later.',
  booked: 'Your time is booked.',
  moved: 'Your appointment has moved.',
  cancelled: 'Your appointment is cancelled.',
  yourAppointment: 'Your appointment',
  nextAppointment: 'Your next appointment',
  noAppointment: 'You have no appointment booked.',
  findDrive: 'Find a drive',
  pastAppointments: 'Past appointments',
  addToCalendar: 'Add to calendar',
  change: 'Change',
  cancel: 'Cancel',
  keep: 'Keep it',
  cancelQuestion: 'Cancel this appointment? Your chair goes to another donor.',
  changeTitle: 'Pick another time',
  callFailed: 'That did not work. Please try again.',
  /** What the desk recorded, under a past appointment (the donor's own). */
  units: (units: number) => (units === 1 ? '1 unit' : `${units} units`),
  haemoglobin: (value: number) => `Haemoglobin ${value} g/dL`,
  pulse: (value: number) => `Pulse ${value}/min`,
  bloodPressure: (value: string) => `Blood pressure ${value} mmHg`,
  deferredUntil: (day: string) => `You may give again from ${day}`,
  statuses: {
    booked: 'Booked',
    cancelled: 'Cancelled',
    'checked-in': 'Checked in',
    donated: 'Donated',
    deferred: 'Deferred',
    'no-show': 'No show',
  },
} as const;

/** /appointments/manage?token=…: the change-or-cancel link of an appointment email, without logging in. */
export const APPOINTMENT_LINK_TEXTS = {
  title: 'Your appointment',
  loading: 'Loading your appointment…',
  noToken: 'This appointment link is not valid',
  loginInstead: 'Log in to see and change your appointments',
  movedByLink: 'Your appointment has moved. An email with the new time and a new link is on its way; this link is used up.',
  cancelledByLink: 'Your appointment is cancelled. An email confirms it.',
  prepareTitle: 'How to prepare',
} as const;

/** The admin panel's drive section of its event screens and its events list: react-admin texts, `%{name}` filled in by translate. */
export const DRIVE_ADMIN_TEXTS = {
  section: 'Donation drive',
  isDrive: 'This event is a donation drive',
  help: 'Donors book a slot. Each session is cut into slots of its slot length, each with its chairs.',
  sessionTitle: 'Session %{index}',
  addSession: 'Add session',
  removeSession: 'Remove session %{index}',
  start: 'Start',
  end: 'End',
  slotMinutes: 'Slot length (minutes)',
  chairs: 'Chairs per slot',
  save: 'Save drive',
  saved: 'Drive saved',
  exportAppointments: 'Export appointments (CSV)',
  removed: 'This event is a plain event again',
  saveFailed: 'The drive could not be saved. Please try again.',
  saveEventFirst: 'Save the event first, then make it a drive from Manage Events.',
  confirmTitle: 'Cancel booked appointments?',
  confirmAction: 'Cancel them and save',
  bookings: 'Bookings',
  bookedOfCapacity: '%{booked} of %{capacity} booked',
  notADrive: 'Not a drive',
} as const;

/** The waitlist on a full drive's booking page, and the page of an offer's emailed link (issue 23 point 4). */
export const WAITLIST_SCREEN_TEXTS = {
  title: 'Waitlist',
  allFull: 'Every time at this drive is full. Join the waitlist: when a time frees up, we email the first donor waiting a link that holds it for them.',
  join: 'Join the waitlist',
  leave: 'Leave the waitlist',
  /** The donor's place in the queue. */
  waiting: (position: number) => `You are on the waitlist (number ${position}). We will email you if a time frees up.`,
  /** A time is held for the donor; the emailed link books it. */
  held: (when: string, until: string) => `A time is held for you: ${when}, until ${until}. Open the link in the email we sent you to book it or let it go.`,
  offerTitle: 'A time held for you',
  offerIntro: (drive: string, when: string, until: string) => `${drive}: ${when}. It is held for you until ${until}.`,
  accept: 'Book this time',
  decline: 'Let the next donor have it',
  accepted: 'Your time is booked. Thank you for giving blood.',
  loading: 'Loading the offer…',
} as const;

/** The admin dashboard's charts (issue 23 point 8): their titles, what each shows in words, and their tables. */
export const DASHBOARD_CHART_TEXTS = {
  bookingsTitle: 'Bookings, next 14 days',
  bookingsDescription: 'Chairs booked against chairs offered at donation drives, day by day (%{timeZone}). %{booked} of %{capacity} chairs booked.',
  donationsTitle: 'Donations, last 12 months',
  donationsDescription: 'Recorded donations month by month, by blood group (%{timeZone}). %{total} donations.',
  asTable: 'Show the figures as a table',
  day: 'Day',
  month: 'Month',
  booked: 'Booked',
  capacity: 'Chairs',
  total: 'Total',
  byBloodGroup: 'By blood group',
  unavailable: 'The charts could not be loaded.',
} as const;
