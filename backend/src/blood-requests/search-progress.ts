import type { ContactPerson } from '@blood-donation/domain';

/** What the requester of a request sees of its search: how many donors were asked, how many said yes, and those who did. */
export interface SearchProgress {
  asked: number;
  saidYes: number;
  helpers: ContactPerson[];
}

/**
 * Where a requester's list gets each request's search progress. Donor-asks provides it; the app composes the two
 * (BloodRequestsModule.withSearchProgressFrom), so this folder never imports donor-asks (see blood-request-events.ts).
 */
export abstract class SearchProgressReader {
  /** The progress of each request, by id (none asked yet: zero counts). */
  abstract progressOf(bloodRequestIds: number[]): Promise<Map<number, SearchProgress>>;
}
