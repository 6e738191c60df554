import { bloodRequestFormSchema, todayIn } from '@blood-donation/domain';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { DONOR_FIELDS as D } from '../../components/donor-form/donor-fields';
import { FieldGrid, type FieldSpec } from '../../components/ui/field-grid';
import { SubmitButton } from '../../components/ui/submit-button';
import { useApiForm } from '../../lib/use-api-form';
import { type BloodRequestForm as Values, useCreateBloodRequest } from './api/create-blood-request';
import { MAKE_REQUEST_TEXTS, PLACE_TEXTS as P } from './texts';
import { SwitchField } from '../../components/ui/switch-field';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: Values = { name: '', email: '', bloodGroup: '', units: NaN, mobile: '', gender: '', age: NaN, disease: '', city: '', hospital: '', neededBy: '', urgent: false };

const FIELDS: FieldSpec<keyof Values>[] = [
  D.name,
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  D.bloodGroup,
  D.units,
  D.mobile,
  D.gender,
  D.age,
  { name: 'disease', label: 'Disease', hint: 'Optional: a condition the patient has.' },
  { name: 'city', label: P.city, autoComplete: 'address-level2' },
  { name: 'hospital', label: P.hospital, hint: P.hospitalHint },
  { name: 'neededBy', label: P.neededBy, type: 'date', hint: P.neededByHint },
];

export function BloodRequestForm() {
  const { mutateAsync: send } = useCreateBloodRequest();
  const { field, register, onSubmit, pending } = useApiForm({ schema: bloodRequestFormSchema, defaultValues: EMPTY, send, texts: MAKE_REQUEST_TEXTS });

  return (
    <AppForm onSubmit={onSubmit}>
      <FieldGrid specs={FIELDS.map((spec) => (spec.name === 'neededBy' ? { ...spec, min: todayIn(SITE_TIME_ZONE) } : spec))} field={field} />
      <SwitchField label={P.urgent} hint={P.urgentHint} {...register('urgent')} />
      <SubmitButton pending={pending} pendingLabel="Submitting request...">
        Submit Request
      </SubmitButton>
    </AppForm>
  );
}
