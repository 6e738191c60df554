import { bloodRequestFormSchema, todayIn } from '@blood-donation/domain';
import { SITE_TIME_ZONE } from '../../lib/site-settings';
import { DONOR_FIELDS as D } from '../../components/donor-form/donor-fields';
import { FieldGrid, type FieldSpec } from '../../components/ui/field-grid';
import { SubmitButton } from '../../components/ui/submit-button';
import { useApiForm } from '../../lib/use-api-form';
import { type BloodRequestForm as Values, useCreateBloodRequest } from './api/create-blood-request';
import { MAKE_REQUEST_TEXTS, PLACE_TEXTS as P, REQUEST_FORM_LABELS as L } from './texts';
import { SwitchField } from '../../components/ui/switch-field';
import { AppForm } from '../../components/ui/app-form';
import { LoadingDots } from '../../components/ui/loading-dots';
import { NextStep } from '../../components/ui/next-step';
import { ShareNeedBoard } from '../../components/need-board/share-need-board';
import { PATHS } from '../../lib/paths';
import { useOwnProfile } from '../../lib/own-profile';

const EMPTY: Values = { name: '', email: '', bloodGroup: '', units: NaN, mobile: '', gender: '', age: NaN, disease: '', city: '', hospital: '', neededBy: '', urgent: false };

// Each label says whom it is about: the patient, or the one to contact about the request (the requester, by default).
const FIELDS: FieldSpec<keyof Values>[] = [
  // Not the browser's own name: the patient is often someone else.
  { name: 'name', label: L.name, autoComplete: 'off' },
  { name: 'email', label: L.email, type: 'email', autoComplete: 'email' },
  { ...D.bloodGroup, label: L.bloodGroup },
  { ...D.units, label: L.units },
  { ...D.mobile, label: L.mobile },
  { ...D.gender, label: L.gender },
  { ...D.age, label: L.age },
  { name: 'disease', label: L.disease, hint: 'Optional: a condition the patient has.' },
  { name: 'city', label: P.city, autoComplete: 'address-level2' },
  { name: 'hospital', label: P.hospital, hint: P.hospitalHint },
  { name: 'neededBy', label: P.neededBy, type: 'date', hint: P.neededByHint },
];

/** How the form starts: the requester's own email and mobile as the request's contact; undefined while still asked for. */
function useRequestStart(): Values | undefined {
  const { data, isPending } = useOwnProfile();
  if (isPending) return undefined;
  return data ? { ...EMPTY, email: data.email, mobile: data.mobile ?? '' } : EMPTY;
}

export function BloodRequestForm() {
  const start = useRequestStart();
  return start ? <RequestFields start={start} /> : <LoadingDots label={MAKE_REQUEST_TEXTS.loading} height="20rem" />;
}

function RequestFields({ start }: { start: Values }) {
  const { mutateAsync: send } = useCreateBloodRequest();
  const { field, register, onSubmit, pending, sent } = useApiForm({ schema: bloodRequestFormSchema, defaultValues: start, send, texts: MAKE_REQUEST_TEXTS });

  return (
    <AppForm onSubmit={onSubmit}>
      <FieldGrid specs={FIELDS.map((spec) => (spec.name === 'neededBy' ? { ...spec, min: todayIn(SITE_TIME_ZONE) } : spec))} field={field} />
      <SwitchField label={P.urgent} hint={P.urgentHint} {...register('urgent')} />
      <SubmitButton pending={pending} pendingLabel="Submitting request...">
        Submit Request
      </SubmitButton>
      <NextStep shown={sent} text={MAKE_REQUEST_TEXTS.next} link={{ to: PATHS.requestHistory, label: MAKE_REQUEST_TEXTS.history }}>
        <ShareNeedBoard />
      </NextStep>
    </AppForm>
  );
}
