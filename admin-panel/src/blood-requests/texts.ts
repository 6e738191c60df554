/** Spec section 8 texts of the admin Blood Request History, character for character. */
export const BLOOD_REQUESTS_TITLE = 'Blood Request History';
export const BLOOD_REQUEST_TEXTS = {
  search: 'Search by name, blood group or mobile',
  allStatus: 'All Status',
  empty: 'No requests found',
  loadError: 'Failed to fetch blood requests. Please try again later.',
  approved: 'Request approved successfully!',
  rejected: 'Request rejected successfully!',
  statusFailed: 'Failed to update status',
  detailsTitle: 'Request Details',
  deleteTitle: 'Confirm Deletion',
  deleteQuestion: 'Are you sure you want to delete this request?',
  deleted: 'Request deleted successfully.',
  deleteFailed: 'Failed to delete request.',
} as const;
