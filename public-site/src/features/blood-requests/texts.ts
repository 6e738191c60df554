import { API_MESSAGES } from '@blood-donation/domain';

/** Spec section 8 texts of the blood request screens, character for character. */
export const MAKE_REQUEST_TEXTS = {
  success: 'Blood request added successfully!',
  failure: 'Failed to add blood request. Please try again later.',
} as const;

export const REQUEST_HISTORY_TEXTS = {
  loaded: 'Request history fetched successfully!',
  failed: 'Failed to fetch the request history. Please try again later.',
  toastError: true,
  emptyTable: 'You have not made any requests yet.',
  emptyCards: 'No requests available.',
  deleted: API_MESSAGES.requestDeleted,
  deleteFailed: 'Failed to delete request. Please try again.',
  confirmTitle: 'Confirm Deletion',
  confirmMessage: 'Are you sure you want to delete this request?',
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
