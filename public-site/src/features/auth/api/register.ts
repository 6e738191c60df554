import { answerOf, apiClient, type components, type RegistrationFormValues } from '@blood-donation/domain';
import { useMutation } from '@tanstack/react-query';

export type RegistrationForm = RegistrationFormValues;
type Registration = components['schemas']['RegisterUserDto'];

/** POST /api/user/register: texts trimmed, bloodGroup also sent as lowercase `bloodgroup`. The answer and its status. */
export async function registerUser(values: RegistrationForm) {
  // The form's validation allows only the listed blood groups and genders.
  const body = {
    username: values.username.trim(),
    email: values.email.trim(),
    age: values.age,
    bloodGroup: values.bloodGroup,
    gender: values.gender,
    mobile: values.mobile.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    bloodgroup: values.bloodGroup,
  } as Registration;
  const { data, response } = await answerOf(apiClient.POST('/api/user/register', { body }));
  return { status: response.status, data: data as Partial<typeof data> & { error?: string } };
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}
