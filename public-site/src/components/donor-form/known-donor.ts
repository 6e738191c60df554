import { FORM_GENDERS, type DonorFormValues, type FormGender, type UserProfile } from '@blood-donation/domain';

/** 'female' as the account holds it, 'Female' as the donor forms offer it. */
const formGenderOf = (gender: UserProfile['gender']): FormGender | '' => FORM_GENDERS.find((option) => option.toLowerCase() === gender) ?? '';

/** The donor's own details from their account, as the donor forms hold them (empty where the account has none). */
export function knownDonorOf(profile: UserProfile): Omit<DonorFormValues, 'units'> {
  return {
    name: profile.username,
    bloodGroup: profile.bloodGroup ?? '',
    mobile: profile.mobile ?? '',
    gender: formGenderOf(profile.gender),
    age: profile.age ?? NaN,
  };
}
