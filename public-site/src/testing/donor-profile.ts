import type { MyProfile } from '@blood-donation/domain';

/** GET /api/user/me of a donor who has not confirmed her blood group by a donation yet. */
export const DONOR_PROFILE: MyProfile = {
  id: 7,
  username: 'asha',
  email: 'asha@example.com',
  age: 30,
  bloodGroup: 'O+',
  bloodGroupConfirmed: false,
  gender: 'female',
  mobile: '9876543210',
  role: 'user',
  city: 'Pune',
  contactChannel: 'email',
};
