import { donorGroupsInMatchOrder, type BloodGroup } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { DonorEligibility } from '../donations/donor-eligibility';
import { DonorCandidatesRepository, type CandidateRequest, type CandidateRow } from './donor-candidates.repository';

/** A donor who could be asked for a request, with whether they may give today. */
export interface Candidate {
  userId: number;
  username: string;
  email: string;
  /** How they want to be asked (users.contactChannel). */
  channel: string;
  bloodGroup: BloodGroup;
  city: string;
  exactMatch: boolean;
  eligible: boolean;
  nextEligibleDate: string | null;
}

export interface CandidateSearch {
  /** Leave out donors already asked about this request, and donors asked about any request since this time. */
  notAskedSince?: Date;
}

/**
 * The donors to ask for `request`, in the order to ask them: available in its city (case ignored), of a group whose
 * red cells suit the patient, never the requester. Ordered by donorGroupsInMatchOrder (the patient's own group first,
 * O− last), then the earliest account first, each judged as their own dashboard judges them (DonorEligibility: their
 * donations and any deferral at a drive's desk). A request without a city matches nobody.
 */
@Injectable()
export class DonorCandidates {
  constructor(
    private readonly donors: DonorCandidatesRepository,
    private readonly eligibility: DonorEligibility,
  ) {}

  async find(request: CandidateRequest, search: CandidateSearch = {}): Promise<Candidate[]> {
    const { city } = request;
    if (!city) return [];
    const groups = donorGroupsInMatchOrder(request.bloodGroup);
    const rows = await this.donors.availableDonors({ ...request, city }, search.notAskedSince);
    const rank = (row: CandidateRow) => groups.indexOf(row.bloodGroup as BloodGroup);
    rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
    const judged = await this.eligibility.ofAccounts(rows);
    return rows.map((row) => {
      const { eligible, nextEligibleDate } = judged.get(row.id)!;
      const bloodGroup = row.bloodGroup as BloodGroup;
      return { userId: row.id, username: row.username, email: row.email, channel: row.contactChannel, bloodGroup, city: row.availableCity ?? '', exactMatch: bloodGroup === request.bloodGroup, eligible, nextEligibleDate };
    });
  }
}
