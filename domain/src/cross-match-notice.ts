/**
 * Shown wherever donors are matched to a request (the donor's asks, the requester's history, the admin's matches):
 * a match by blood group never replaces the blood bank's cross-match.
 */
export const CROSS_MATCH_NOTICE =
  "A match only means the donor's blood group suits the patient's. The blood bank's cross-match still decides whether the blood can be given.";
