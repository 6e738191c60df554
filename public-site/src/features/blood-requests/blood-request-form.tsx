import { type BloodRequestField, bloodRequestSchema } from '@blood-donation/domain';
import { DONOR_FIELDS as D } from '../../components/donor-form/donor-fields';
import { FieldGrid, type FieldSpec } from '../../components/ui/field-grid';
import { SubmitButton } from '../../components/ui/submit-button';
import { useApiForm } from '../../lib/use-api-form';
import { type BloodRequestForm as Values, useCreateBloodRequest } from './api/create-blood-request';
import { MAKE_REQUEST_TEXTS } from './texts';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: Values = { name: '', email: '', bloodGroup: '', units: NaN, mobile: '', gender: '', age: NaN, disease: '' };

const FIELDS: FieldSpec<BloodRequestField>[] = [
  D.name,
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  D.bloodGroup,
  D.units,
  D.mobile,
  D.gender,
  D.age,
  { name: 'disease', label: 'Disease', hint: 'Optional: a condition the patient has.' },
];

export function BloodRequestForm() {
  const { mutateAsync: send } = useCreateBloodRequest();
  const { field, onSubmit, pending } = useApiForm({ schema: bloodRequestSchema, defaultValues: EMPTY, send, texts: MAKE_REQUEST_TEXTS });

  return (
    <AppForm onSubmit={onSubmit}>
      <FieldGrid specs={FIELDS} field={field} />
      <SubmitButton pending={pending} pendingLabel="Submitting request...">
        Submit Request
      </SubmitButton>
    </AppForm>
  );
}
