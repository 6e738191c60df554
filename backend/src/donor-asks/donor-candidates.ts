import { BLOOD_COMPATIBILITY, checkEligibility, donorGroupsInMatchOrder, type BloodGroup, type EligibilityRuleSetId, type RegistrationGender, todayIn } from '@blood-donation/domain';
import { EntityManager, In } from 'typeorm';
import type { BloodRequest } from '../blood-requests/blood-request.entity';
import { Donation } from '../donations/donation.entity';
import { User } from '../users/user.entity';

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

export type CandidateRequest = Pick<BloodRequest, 'id' | 'bloodGroup' | 'city' | 'userId'>;

export interface CandidateSearch {
  ruleSet: EligibilityRuleSetId;
  /** SITE_TIME_ZONE: whose calendar day is today for eligibility. */
  timeZone: string;
  /** Leave out donors already asked about this request, and donors asked about any request since this time. */
  notAskedSince?: Date;
}

type CandidateRow = Pick<User, 'id' | 'username' | 'email' | 'contactChannel' | 'bloodGroup' | 'gender' | 'availableCity'>;

/**
 * The donors to ask for `request`, in the order to ask them: available in its city (case ignored), of a group whose
 * red cells suit the patient, never the requester. Ordered by donorGroupsInMatchOrder (the patient's own group first,
 * O− last), then the earliest account first. A request without a city matches nobody.
 */
export async function findCandidates(manager: EntityManager, request: CandidateRequest, search: CandidateSearch): Promise<Candidate[]> {
  if (!request.city) return [];
  const groups = donorGroupsInMatchOrder(request.bloodGroup);
  const query = manager
    .createQueryBuilder(User, 'user')
    .select(['user.id', 'user.username', 'user.email', 'user.contactChannel', 'user.bloodGroup', 'user.gender', 'user.availableCity'])
    .where('user.available = :available', { available: 1 })
    .andWhere('LOWER(user.availableCity) = LOWER(:city)', { city: request.city })
    .andWhere('user.bloodGroup IN (:...groups)', { groups: [...BLOOD_COMPATIBILITY.redCells[request.bloodGroup]] });
  if (request.userId !== null) query.andWhere('user.id <> :requester', { requester: request.userId });
  if (search.notAskedSince) {
    query.andWhere(
      'NOT EXISTS (SELECT 1 FROM donor_asks ask WHERE ask.userId = user.id AND (ask.bloodRequestId = :requestId OR ask.askedAt > :since))',
      { requestId: request.id, since: search.notAskedSince },
    );
  }
  const rows: CandidateRow[] = await query.getMany();
  const rank = (row: CandidateRow) => groups.indexOf(row.bloodGroup as BloodGroup);
  rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  const donations = rows.length ? await manager.find(Donation, { where: { userId: In(rows.map(({ id }) => id)) }, select: { userId: true, date: true, donationType: true } }) : [];
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
