import { donationFormSchema, formatDateTime } from '@blood-donation/domain';
import { useWatch } from 'react-hook-form';
import { DONOR_FIELDS as D } from '../../components/donor-form/donor-fields';
import { FieldGrid, type FieldSpec } from '../../components/ui/field-grid';
import { SubmitButton } from '../../components/ui/submit-button';
import { useApiForm } from '../../lib/use-api-form';
import { type DonationForm as Values, useCreateDonation } from './api/create-donation';
import { useEventChoices } from './api/get-event-choices';
import { DONATE_TEXTS } from './texts';
import { EligibilityNotice } from './eligibility-notice';
import { useEligibility } from '../../lib/eligibility';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: Values = { name: '', bloodGroup: '', units: NaN, mobile: '', gender: '', age: NaN, city: '', address: '', date: '', event: '' };

/** The events a donation can be recorded at (the 100 most recent); on failure the select just offers None. */
function useEventOptions() {
  return useEventChoices().map((event) => ({ value: String(event.id), label: `${event.name} (${formatDateTime(event.dateTime)})` }));
}

export function DonationForm() {
  const eventOptions = useEventOptions();
  // After the events: whether the donor may give today, to say before sending what the API would refuse.
  const { data: eligibility } = useEligibility();
  const { mutateAsync: send } = useCreateDonation();
  const { field, onSubmit, pending, control } = useApiForm({ schema: donationFormSchema, defaultValues: EMPTY, send, texts: DONATE_TEXTS });
  // The button waits for a valid form (the unchanged form is empty, so never valid), checked as the values change.
  const values = useWatch({ control });
  const valid = donationFormSchema.safeParse(values).success;

  const fields: FieldSpec<keyof Values>[] = [
    D.name,
    D.bloodGroup,
    D.units,
    D.mobile,
    D.gender,
    D.age,
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'date', label: 'Date', type: 'date' },
    { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
    { name: 'event', label: 'Event', kind: 'select', placeholder: 'None', options: eventOptions, hint: 'Optional: the blood drive you donated at.', wide: true },
  ];

  return (
    <AppForm onSubmit={onSubmit}>
      <FieldGrid specs={fields} field={field} />
      <EligibilityNotice eligibility={eligibility} date={values.date ?? ''} />
      <SubmitButton pending={pending} pendingLabel="Submitting donation..." disabled={!valid}>
        Submit Donation
      </SubmitButton>
    </AppForm>
  );
}
