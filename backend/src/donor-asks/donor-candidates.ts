import { checkEligibility, donorGroupsInMatchOrder, type BloodGroup, type EligibilityRuleSetId, type RegistrationGender, todayIn } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import type { Donation } from '../donations/donation.entity';
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
  ruleSet: EligibilityRuleSetId;
  /** SITE_TIME_ZONE: whose calendar day is today for eligibility. */
  timeZone: string;
  /** Leave out donors already asked about this request, and donors asked about any request since this time. */
  notAskedSince?: Date;
}

/**
 * The donors to ask for `request`, in the order to ask them: available in its city (case ignored), of a group whose
 * red cells suit the patient, never the requester. Ordered by donorGroupsInMatchOrder (the patient's own group first,
 * O− last), then the earliest account first. A request without a city matches nobody.
 */
@Injectable()
export class DonorCandidates {
  constructor(private readonly donors: DonorCandidatesRepository) {}

  async find(request: CandidateRequest, search: CandidateSearch): Promise<Candidate[]> {
    const { city } = request;
    if (!city) return [];
    const groups = donorGroupsInMatchOrder(request.bloodGroup);
    const rows = await this.donors.availableDonors({ ...request, city }, search.notAskedSince);
    const rank = (row: CandidateRow) => groups.indexOf(row.bloodGroup as BloodGroup);
    rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
    const donations = await this.donors.donationsOf(rows.map(({ id }) => id));
    const byDonor = new Map<number, { date: string; type: Donation['donationType'] }[]>();
    for (const { userId, date, donationType } of donations) byDonor.set(userId!, [...(byDonor.get(userId!) ?? []), { date, type: donationType }]);
    const today = todayIn(search.timeZone);
    return rows.map((row) => {
      const own = byDonor.get(row.id) ?? [];
      const { eligible, nextEligibleDate } = checkEligibility({ donations: own, sex: row.gender as RegistrationGender | null, ruleSet: search.ruleSet, today });
      const bloodGroup = row.bloodGroup as BloodGroup;
      return { userId: row.id, username: row.username, email: row.email, channel: row.contactChannel, bloodGroup, city: row.availableCity ?? '', exactMatch: bloodGroup === request.bloodGroup, eligible, nextEligibleDate };
    });
  }
}
