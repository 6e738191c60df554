import { BLOOD_GROUPS, type FieldErrors, REGISTRATION_GENDERS, type RegistrationField, validateRegistration, ApiError, errorMessage, fieldErrorsFrom } from '@blood-donation/domain';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { reportErrors } from '../../lib/form-errors';
import { PATHS } from '../../lib/paths';
import { useToast } from '../../lib/toast';
import { SelectField, TextField } from '../../components/ui/form-field';
import { type RegistrationForm, useRegister } from './api/register';
import { REGISTRATION_TEXTS as T } from './messages';
import { AppForm } from '../../components/ui/app-form';

const EMPTY: RegistrationForm = {
  username: '',
  email: '',
  age: '',
  bloodGroup: '',
  gender: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = Object.keys(EMPTY) as RegistrationField[];

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ value: group, label: group }));
const GENDER_OPTIONS = REGISTRATION_GENDERS.map((gender) => ({ value: gender, label: gender[0].toUpperCase() + gender.slice(1) }));

export function RegisterForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { mutateAsync: registerUser } = useRegister();

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    // Once submitted, the messages follow the corrections.
    if (submitted) setErrors(validateRegistration(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateRegistration(values);
    setErrors(found);
    if (reportErrors(formRef.current, FIELDS, found)) return;
    setPending(true);
    try {
      const response = await registerUser(values);
      if (response.status === 200) {
        showToast(T.success, 'success');
        navigate(PATHS.login);
        return;
      }
      showToast(`${T.failedPrefix}${response.data?.error || T.unknownError}`, 'error');
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrorsFrom(error.body, FIELDS, { bloodgroup: 'bloodGroup' }));
      showToast(errorMessage(error, T), 'error');
    } finally {
      setPending(false);
    }
  };

  const field = (name: RegistrationField) => ({ name, value: values[name], onChange, error: errors[name] });

  return (
    <AppForm ref={formRef} onSubmit={onSubmit}>
      <TextField label="Username" autoComplete="username" {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Age" type="number" inputMode="numeric" {...field('age')} />
      <SelectField label="Blood Group" placeholder="Select blood group" options={BLOOD_GROUP_OPTIONS} {...field('bloodGroup')} />
      <SelectField label="Gender" placeholder="Select gender" options={GENDER_OPTIONS} {...field('gender')} />
      <TextField label="Mobile Number" type="tel" inputMode="numeric" autoComplete="tel-national" {...field('mobile')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <button type="submit" className="btn btn-primary w-100 mt-2" disabled={pending}>
        {pending ? 'Registering...' : 'Register'}
      </button>
    </AppForm>
  );
}
