import { ApiError, BLOOD_GROUPS, CONSENT_STATEMENTS, errorMessage, fieldErrorsFrom, PRIVACY_TEXT_VERSION, REGISTRATION_GENDERS, registrationSchema } from '@blood-donation/domain';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { SelectField, TextField } from '../../components/ui/form-field';
import { type RegistrationForm, useRegister } from './api/register';
import { REGISTRATION_TEXTS as T } from './messages';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: RegistrationForm = {
  username: '',
  email: '',
  age: NaN,
  bloodGroup: '',
  gender: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof RegistrationForm)[];

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));
const GENDER_OPTIONS = REGISTRATION_GENDERS.map((gender) => ({ value: gender, label: gender[0].toUpperCase() + gender.slice(1) }));

/**
 * The messages show from the first submit on, then follow the corrections. Beside the button, what registering
 * agrees to: the server records that account consent with the account (no checkbox, so the API keeps the spec's body).
 */
export function RegisterForm() {
  const { field, submit, pending, showServerErrors } = useSchemaForm<RegistrationForm>(registrationSchema, EMPTY, 'onSubmit');
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { mutateAsync: registerUser } = useRegister();

  const onSubmit = submit(async (values) => {
    try {
      const response = await registerUser(values);
      if (response.status === 200) {
        showToast(T.success, 'success', { page: PATHS.login });
        navigate(PATHS.login);
        return;
      }
      showToast(`${T.failedPrefix}${response.data?.error || T.unknownError}`, 'error');
    } catch (error) {
      if (error instanceof ApiError) showServerErrors(fieldErrorsFrom(error.body, FIELDS, { bloodgroup: 'bloodGroup' }));
      showToast(errorMessage(error, T), 'error');
    }
  });

  return (
    <AppForm onSubmit={onSubmit}>
      <TextField label="Username" autoComplete="username" {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Age" type="number" inputMode="numeric" {...field('age', { valueAsNumber: true })} />
      <SelectField label="Blood Group" placeholder="Select blood group" options={BLOOD_GROUP_OPTIONS} {...field('bloodGroup')} />
      <SelectField label="Gender" placeholder="Select gender" options={GENDER_OPTIONS} {...field('gender')} />
      <TextField label="Mobile Number" type="tel" inputMode="numeric" autoComplete="tel-national" {...field('mobile')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password', { revalidates: 'confirmPassword' })} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <p id="register-consent" className="form-text">
        {T.consentLead} {CONSENT_STATEMENTS.account} <Link to={PATHS.privacyPolicy}>{T.privacyLink}</Link> (version {PRIVACY_TEXT_VERSION}).
      </p>
      <button type="submit" className="btn btn-primary w-100 mt-2" disabled={pending} aria-describedby="register-consent">
        {pending ? 'Registering...' : 'Register'}
      </button>
    </AppForm>
  );
}
