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
import { LoadingDots } from '../../components/ui/loading-dots';
import { NextStep } from '../../components/ui/next-step';
import { PATHS } from '../../lib/paths';
import { useDonationStart } from './known-donation';

/** The events a donation can be recorded at (the 100 most recent); on failure the select just offers None. */
function useEventOptions() {
  return useEventChoices().map((event) => ({ value: String(event.id), label: `${event.name} (${formatDateTime(event.dateTime)})` }));
}

/** The form, once it knows how to start (the donor's own details filled in). */
export function DonationForm() {
  const start = useDonationStart();
  return start ? <DonationFields start={start} /> : <LoadingDots label={DONATE_TEXTS.loading} height="20rem" />;
}

function DonationFields({ start }: { start: Values }) {
  const eventOptions = useEventOptions();
  // After the events: whether the donor may give today, to say before sending what the API would refuse.
  const { data: eligibility } = useEligibility();
  const { mutateAsync: send } = useCreateDonation();
  const { field, onSubmit, pending, control, sent } = useApiForm({ schema: donationFormSchema, defaultValues: start, send, texts: DONATE_TEXTS });
  // The button waits for a valid form (the unchanged form lacks units, date and address, so is never valid), checked as the values change.
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
      <NextStep shown={sent} text={DONATE_TEXTS.next} link={{ to: PATHS.userDonors, label: DONATE_TEXTS.history }} />
    </AppForm>
  );
}
