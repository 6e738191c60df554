import { REGISTRATION_MESSAGES as R } from '../messages';
import { MAX_AGE, MIN_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules';

/** One value at the edge of a rule, and the message every checker must give for it (null: accepted). */
export interface EdgeValue {
  field: 'age' | 'mobile' | 'password';
  /** As the API receives it (the forms type its text). */
  value: number | string;
  message: string | null;
}

/**
 * The values at the edges of the registration rules. The schema, the API (both drivers) and the register form are
 * each fed all of them, and all must agree (domain, backend and public-site tests read this one list).
 */
export const REGISTRATION_EDGE_VALUES: readonly EdgeValue[] = [
  { field: 'age', value: MIN_AGE - 1, message: R.ageMin },
  { field: 'age', value: MIN_AGE - 0.5, message: R.ageWhole },
  { field: 'age', value: MIN_AGE, message: null },
  { field: 'age', value: 65, message: null },
  { field: 'age', value: 66, message: null },
  { field: 'age', value: MAX_AGE, message: null },
  { field: 'age', value: MAX_AGE + 1, message: R.ageMax },
  { field: 'mobile', value: '987654321', message: R.mobileDigits },
  { field: 'mobile', value: '9876543210', message: null },
  { field: 'mobile', value: '98765432101', message: R.mobileDigits },
  { field: 'password', value: 'p'.repeat(PASSWORD_MIN_LENGTH - 1), message: R.passwordMin },
  { field: 'password', value: 'p'.repeat(PASSWORD_MIN_LENGTH), message: null },
  { field: 'password', value: 'p'.repeat(PASSWORD_MAX_LENGTH), message: null },
  { field: 'password', value: 'p'.repeat(PASSWORD_MAX_LENGTH + 1), message: R.passwordMax },
];

/** A registration that passes every rule, to which one edge value is applied (the password's confirmation follows it). */
export function registrationWithEdgeValue(edge: EdgeValue, email: string) {
  const body = { username: 'edge-value', email, age: 30, bloodGroup: 'O+', gender: 'other', mobile: '9876543210', password: 'secret1', confirmPassword: 'secret1' };
  return edge.field === 'password' ? { ...body, password: edge.value, confirmPassword: edge.value } : { ...body, [edge.field]: edge.value };
}
