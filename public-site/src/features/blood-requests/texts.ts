import { API_MESSAGES, DELETION_TEXTS } from '@blood-donation/domain';

/** Spec section 8 texts of the blood request screens, character for character. */
export const MAKE_REQUEST_TEXTS = {
  success: 'Blood request added successfully!',
  failure: 'Failed to add blood request. Please try again later.',
  loading: 'Filling in your contact details...',
  next: 'An admin checks your request first. Once approved, matching donors are asked and it shows on the need board.',
  history: 'Request History',
} as const;

/** The Make Blood Request form's labels: each says whom the field is about, the patient or the request's contact. */
export const REQUEST_FORM_LABELS = {
  name: "Patient's name",
  email: 'Contact email for this request',
  bloodGroup: "Patient's blood group",
  units: 'Units needed',
  mobile: 'Contact mobile for this request',
  gender: "Patient's gender",
  age: "Patient's age",
  disease: "Patient's disease",
} as const;

export const REQUEST_HISTORY_TEXTS = {
  loaded: 'Request history fetched successfully!',
  failed: 'Failed to fetch the request history. Please try again later.',
  toastError: true,
  caption: 'Your blood requests',
  loading: 'Loading your requests...',
  empty: 'You have not made any requests yet.',
  emptyCards: 'No requests available.',
  deleted: API_MESSAGES.requestDeleted,
  deleteFailed: 'Failed to delete request. Please try again.',
  confirmTitle: DELETION_TEXTS.title,
  confirmMessage: DELETION_TEXTS.requestQuestion,
  urgentYes: 'Yes',
  urgentNo: 'No',
} as const;

/** The requester's moves on Request History: each asks first, then toasts. */
export const REQUEST_MOVE_TEXTS = {
  fulfil: {
    button: 'Mark fulfilled',
    title: 'Mark as fulfilled',
    message: 'Did you get the blood you needed? The request is then closed.',
    done: 'Request marked fulfilled. Thank you!',
    failed: 'Failed to mark the request fulfilled. Please try again.',
  },
  cancel: {
    button: 'Cancel request',
    title: 'Cancel this request',
    message: 'Are you sure? The request is then closed for good.',
    done: 'Request cancelled.',
    failed: 'Failed to cancel the request. Please try again.',
  },
  keep: 'Keep it',
  noResponse: 'No response from the server. Please check your connection.',
  /** Shown under the status: why it was rejected, or the admin's note. */
  reason: 'Reason',
  note: 'Note',
} as const;

/** What the requester learns of the donors asked about their request (Request History). */
export const DONOR_HELPERS_TEXTS = {
  summary: (asked: number, saidYes: number) => `${asked} ${asked === 1 ? 'donor' : 'donors'} asked · ${saidYes} said yes`,
  helpersLabel: 'Donors who can help',
} as const;

/** The where-and-how-soon fields of the Make Blood Request form. */
export const PLACE_TEXTS = {
  city: 'City',
  hospital: 'Hospital',
  hospitalHint: 'Optional: where the patient is treated.',
  neededBy: 'Needed by',
  neededByHint: 'Optional: the last day the blood is of use.',
  urgent: 'Urgent',
  urgentHint: 'Donors see urgent requests first.',
} as const;

/** The Make Blood Request page's heading and intro. */
export const MAKE_REQUEST_PAGE_TEXTS = {
  title: 'Make Blood Request',
  intro: 'Tell donors what the patient needs. You can follow its status in your request history.',
} as const;
