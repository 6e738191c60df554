import { ApiError, availabilitySchema, type AvailabilityBody, type AvailabilityRecord, fieldErrorsFrom } from '@blood-donation/domain';
import { useEffect } from 'react';
import { AppForm } from '../../components/ui/app-form';
import { TextField } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { SwitchField } from '../../components/ui/switch-field';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useAvailability, useSaveAvailability } from './api/availability';
import { DonorPanel } from './donor-panel';
import { AVAILABILITY_TEXTS as T } from './texts';

const EMPTY: AvailabilityBody = { available: false, city: '' };

/** The saved availability as the form holds it. */
const formValues = ({ available, city }: AvailabilityRecord): AvailabilityBody => ({ available, city });

function AvailabilityForm({ saved }: { saved: AvailabilityRecord }) {
  const { mutateAsync: save } = useSaveAvailability();
  const { showToast } = useToast();
  const { register, field, submit, pending, reset, showServerErrors } = useSchemaForm(availabilitySchema, formValues(saved));
  useEffect(() => reset(formValues(saved)), [saved, reset]);

  const onSubmit = submit(async (values) => {
    try {
      await save({ available: values.available, city: values.city?.trim() ?? '' });
      showToast(T.saved, 'success');
    } catch (error) {
      if (error instanceof ApiError) showServerErrors(fieldErrorsFrom(error.body, Object.keys(EMPTY)));
      showToast(T.failed, 'error');
    }
  });

  return (
    <AppForm onSubmit={onSubmit}>
      <SwitchField label={T.available} {...register('available')} />
      <TextField label={T.city} hint={T.cityHint} autoComplete="address-level2" {...field('city')} />
      <p className="mb-1">
        {T.channel}: <strong>{T.email}</strong>
      </p>
      <p className="form-text mt-0">{T.channelHint}</p>
      <SubmitButton pending={pending} pendingLabel={T.saving}>
        {T.save}
      </SubmitButton>
    </AppForm>
  );
}

/** 'Available to donate', the city and how the donor is asked; saved with PUT /api/user/availability. */
export function AvailabilityCard() {
  const { data, isError } = useAvailability();
  return (
    <DonorPanel id="availability-title" title={T.title}>
      <p className="text-body-secondary">{T.intro}</p>
      {isError && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {data && <AvailabilityForm saved={data} />}
    </DonorPanel>
  );
}
