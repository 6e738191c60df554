import { FORM_GENDERS, formatDateTime, VALIDATION_ERROR_CODE, volunteerFormFieldsSchemaOn, volunteerToday, ApiError, fieldErrorsFrom, hasStoredToken, messageFrom, rateLimitMessage } from '@blood-donation/domain';
import { useState } from 'react';
import { FieldGrid, type FieldSpec } from '../../components/ui/field-grid';
import { TextAreaField } from '../../components/ui/form-field';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useVolunteerEvents } from './api/get-volunteer-events';
import { useRegisterVolunteer, type VolunteerFormValues } from './api/register-volunteer';
import { VOLUNTEER_TEXTS as T } from './texts';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: VolunteerFormValues = {
  firstName: '',
  lastName: '',
  dob: '',
  gender: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  message: '',
  event: '',
};
const FIELD_NAMES = Object.keys(EMPTY) as (keyof VolunteerFormValues)[];

// The server's day (read at each check): a date of birth is checked against the day it is sent.
const SCHEMA = volunteerFormFieldsSchemaOn(volunteerToday);

/** The events a volunteer can sign up for, as options; `failed` when they could not be loaded. */
function useEventOptions() {
  const { events, failed } = useVolunteerEvents();
  return { options: events.map((event) => ({ value: String(event.id), label: `${event.name} (${formatDateTime(event.dateTime)})` })), failed };
}

/** The server's message for a VALIDATION_ERROR or rate limit answer, or the form's failure text for anything else. */
function failureText(error: unknown): string {
  const tooMany = rateLimitMessage(error);
  if (tooMany) return tooMany;
  if (error instanceof ApiError) {
    const body = error.body as { errorCode?: unknown } | null;
    if (body && typeof body === 'object' && body.errorCode === VALIDATION_ERROR_CODE) return messageFrom(body) ?? T.validationFallback;
  }
  return T.failure;
}

const FIELDS: FieldSpec<keyof VolunteerFormValues>[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'dob', label: 'Date of Birth', type: 'date', autoComplete: 'bday' },
  { name: 'gender', label: 'Gender', kind: 'select', placeholder: 'Select gender', options: FORM_GENDERS.map((gender) => ({ value: gender, label: gender })) },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'Zip Code', autoComplete: 'postal-code' },
];

export function VolunteerForm() {
  const { options, failed } = useEventOptions();
  const { field, submit, pending, reset, showServerErrors } = useSchemaForm<VolunteerFormValues>(SCHEMA, EMPTY);
  const [error, setError] = useState<string | null>(null);
  const { showToast } = useToast();
  const { mutateAsync: registerVolunteer } = useRegisterVolunteer();

  const onSubmit = submit(async (values) => {
    if (!hasStoredToken()) {
      setError(T.noToken);
      return;
    }
    setError(null);
    try {
      await registerVolunteer(values);
      reset();
      showToast(T.success, 'success');
    } catch (failure) {
      if (failure instanceof ApiError) showServerErrors(fieldErrorsFrom(failure.body, FIELD_NAMES));
      const tooMany = rateLimitMessage(failure);
      if (tooMany) showToast(tooMany, 'error');
      setError(failureText(failure));
    }
  });

  const specs: FieldSpec<keyof VolunteerFormValues>[] = [
    ...FIELDS,
    { name: 'event', label: 'Event', kind: 'select', placeholder: 'No event', options, hint: 'Optional: the drive you would like to help at.' },
  ];

  return (
    <AppForm onSubmit={onSubmit} aria-label="Volunteer form">
      <FieldGrid specs={specs} field={field} />
      {failed && (
        <p className="text-danger small" role="alert">
          {T.eventsFailed}
        </p>
      )}
      <TextAreaField label="Message" rows={4} {...field('message')} />
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100 mt-2" disabled={pending}>
        {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {pending ? 'Submitting...' : 'Submit'}
      </button>
    </AppForm>
  );
}
