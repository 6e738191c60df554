import { validateDonation } from '@blood-donation/domain';
import { DONOR_FIELDS as D } from '../../components/donor-form/donor-fields';
import { FieldGrid, type FieldSpec } from '../../components/ui/field-grid';
import { SubmitButton } from '../../components/ui/submit-button';
import { useApiForm } from '../../lib/use-api-form';
import { type DonationForm as Values, useCreateDonation } from './api/create-donation';
import { useEventChoices } from './api/get-event-choices';
import { formatDateTime } from './format-date-time';
import { DONATE_TEXTS } from './texts';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: Values = { name: '', bloodGroup: '', units: '', mobile: '', gender: '', age: '', city: '', address: '', date: '', event: '' };

/** The events a donation can be recorded at (the 100 most recent); on failure the select just offers None. */
function useEventOptions() {
  return useEventChoices().map((event) => ({ value: String(event.id), label: `${event.name} (${formatDateTime(event.dateTime)})` }));
}

export function DonationForm() {
  const eventOptions = useEventOptions();
  const { mutateAsync: send } = useCreateDonation();
  const { formRef, field, onSubmit, pending, isValid, dirty } = useApiForm({
    initial: EMPTY,
    validate: validateDonation,
    send,
    texts: DONATE_TEXTS,
  });

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
    <AppForm ref={formRef} onSubmit={onSubmit}>
      <FieldGrid specs={fields} field={field} />
      <SubmitButton pending={pending} pendingLabel="Submitting donation..." disabled={!isValid || !dirty}>
        Submit Donation
      </SubmitButton>
    </AppForm>
  );
}
