import { knownDonorOf } from '../../components/donor-form/known-donor';
import { useAvailability } from '../../lib/availability';
import { useOwnProfile } from '../../lib/own-profile';
import type { DonationForm as Values } from './api/create-donation';

export const EMPTY: Values = { name: '', bloodGroup: '', units: NaN, mobile: '', gender: '', age: NaN, city: '', address: '', date: '', event: '' };

/**
 * How the Donate Blood form starts: the donor's name, blood group, mobile, gender and age from their account, and the
 * city they said they can donate in. Undefined while either is still asked for; a failed one just leaves its fields empty.
 */
export function useDonationStart(): Values | undefined {
  const profile = useOwnProfile();
  const availability = useAvailability();
  if (profile.isPending || availability.isPending) return undefined;
  return { ...EMPTY, ...(profile.data && knownDonorOf(profile.data)), city: availability.data?.city ?? '' };
}
