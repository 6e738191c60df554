import { DONOR_FORM_MESSAGES as D, REGISTRATION_MESSAGES as R } from '../messages';
import { MAX_AGE, MAX_UNITS, MIN_AGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules';

/** One value at the edge of a rule, and the message every checker must give for it (null: accepted). */
export interface EdgeValue<Field extends string = 'age' | 'mobile' | 'password'> {
  field: Field;
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

/**
 * The values at the edges of the donation rules (Donate Blood and the admin's Add Donor). The schema, the API (both
 * drivers) and the Add Donor form are each fed all of them, and all must agree. A fraction under the minimum age is
 * first too young (the donation schema checks the minimum before the whole number).
 */
export const DONATION_EDGE_VALUES: readonly EdgeValue<'age' | 'mobile' | 'units'>[] = [
  { field: 'age', value: MIN_AGE - 1, message: D.ageMin },
  { field: 'age', value: MIN_AGE - 0.5, message: D.ageMin },
  { field: 'age', value: MIN_AGE, message: null },
  { field: 'age', value: MAX_AGE, message: null },
  { field: 'age', value: MAX_AGE + 1, message: D.ageMax },
  { field: 'mobile', value: '987654321', message: D.mobileInvalid },
  { field: 'mobile', value: '9876543210', message: null },
  { field: 'mobile', value: '98765432101', message: D.mobileInvalid },
  { field: 'mobile', value: '+91 9876543210', message: null },
  { field: 'units', value: 0, message: D.unitsPositiveInteger },
  { field: 'units', value: 1, message: null },
  { field: 'units', value: MAX_UNITS, message: null },
  { field: 'units', value: MAX_UNITS + 1, message: D.unitsMax },
];

/** A donation that passes every rule, to which one edge value is applied. */
export function donationWithEdgeValue(edge: EdgeValue<'age' | 'mobile' | 'units'>) {
  const body = { name: 'Edge Value', bloodGroup: 'O+', units: 1, mobile: '9876543210', gender: 'Female', age: 30, city: 'Pune', address: '1 Main Road', date: '2026-03-04' };
  return { ...body, [edge.field]: edge.value };
}
