import { ApiError, BLOOD_GROUPS, CONTACT_CHANNELS, errorMessage, fieldErrorsFrom, type MyProfile, profileUpdateSchema, REGISTRATION_GENDERS } from '@blood-donation/domain';
import * as z from 'zod';
import { AppForm } from '../../components/ui/app-form';
import { SelectField, TextField } from '../../components/ui/form-field';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSaveProfile } from './api/profile';
import { PROFILE_TEXTS as T } from './texts';

/** What the form holds: the blood group select is '' for "I don't know yet", the age input NaN when empty. */
const profileFormSchema = profileUpdateSchema.extend({ bloodGroup: z.enum(BLOOD_GROUPS).or(z.literal('')) });
type ProfileFormValues = z.input<typeof profileFormSchema>;
const FIELDS: (keyof ProfileFormValues)[] = ['username', 'mobile', 'bloodGroup', 'gender', 'age', 'city', 'contactChannel'];

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));
const GENDER_OPTIONS = REGISTRATION_GENDERS.map((gender) => ({ value: gender, label: gender[0].toUpperCase() + gender.slice(1) }));
const CHANNEL_OPTIONS = CONTACT_CHANNELS.map((channel) => ({ value: channel, label: T.email }));

const valuesOf = (profile: MyProfile): ProfileFormValues => ({
  username: profile.username,
  mobile: profile.mobile ?? '',
  bloodGroup: profile.bloodGroup ?? '',
  gender: profile.gender ?? ('' as ProfileFormValues['gender']),
  age: profile.age ?? NaN,
  city: profile.city ?? '',
  contactChannel: profile.contactChannel,
});

/** Every field of the profile, checked as registration checks it; the email changes in its own form below. */
export function ProfileForm({ profile }: { profile: MyProfile }) {
  const { field, submit, pending, showServerErrors } = useSchemaForm<ProfileFormValues>(profileFormSchema, valuesOf(profile));
  const { showToast } = useToast();
  const { mutateAsync: save } = useSaveProfile();

  const onSubmit = submit(async (values) => {
    try {
      await save({ ...values, bloodGroup: values.bloodGroup || null });
      showToast(T.saved, 'success');
    } catch (error) {
      if (error instanceof ApiError) showServerErrors(fieldErrorsFrom(error.body, FIELDS));
      showToast(errorMessage(error, T), 'error');
    }
  });

  return (
    <AppForm onSubmit={onSubmit} aria-label="Profile form">
      <TextField label={T.username} autoComplete="username" {...field('username')} />
      <TextField label={T.mobile} type="tel" inputMode="numeric" autoComplete="tel-national" {...field('mobile')} />
      <SelectField label={T.bloodGroup} placeholder={T.unknownBloodGroup} hint={T.bloodGroupHint} options={BLOOD_GROUP_OPTIONS} {...field('bloodGroup')} />
      <SelectField label={T.gender} placeholder="Select gender" options={GENDER_OPTIONS} {...field('gender')} />
      <TextField label={T.age} type="number" inputMode="numeric" {...field('age', { valueAsNumber: true })} />
      <TextField label={T.city} hint={T.cityHint} autoComplete="address-level2" {...field('city')} />
      <SelectField label={T.channel} placeholder={T.email} options={CHANNEL_OPTIONS} {...field('contactChannel')} />
      <button type="submit" className="btn btn-primary w-100 mt-2" disabled={pending}>
        {pending ? T.saving : T.save}
      </button>
    </AppForm>
  );
}
