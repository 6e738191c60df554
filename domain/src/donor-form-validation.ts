import type { FieldErrors, FormValue } from './form-validation';
import { bloodRequestSchema } from './schemas/blood-requests';
import { calendarDateSchema, donationSchema } from './schemas/donations';
import { firstErrorPerField } from './schemas/field-errors';

/** Fields the Make Blood Request and Donate Blood forms share. */
export interface DonorFormValues {
  name: FormValue;
  bloodGroup: FormValue;
  units: FormValue;
  mobile: FormValue;
  gender: FormValue;
  age: FormValue;
}

export interface BloodRequestValues extends DonorFormValues {
  email: FormValue;
  disease?: FormValue;
  city: FormValue;
}
export type BloodRequestField = keyof BloodRequestValues;

export interface DonationValues extends DonorFormValues {
  city: FormValue;
  address: FormValue;
  date: FormValue;
}
export type DonationField = keyof DonationValues;

const DONOR_FIELDS = ['name', 'bloodGroup', 'units', 'mobile', 'gender', 'age'] as const;
const BLOOD_REQUEST_FIELDS: readonly BloodRequestField[] = [...DONOR_FIELDS, 'email', 'disease', 'city'];
const DONATION_FIELDS: readonly DonationField[] = [...DONOR_FIELDS, 'city', 'address', 'date'];
const NUMBER_FIELDS: readonly string[] = ['units', 'age'];

/** A number input's text as the API takes it: '' is NaN (blank), ' 18.5 ' is 18.5, text that is no number stays text. */
function asNumber(value: FormValue): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return NaN;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
}

/** The form's values (text, or already the API's JSON) as the body the API schema reads: only the form's fields. */
function toBody<Field extends string>(values: Partial<Record<Field, FormValue>>, fields: readonly Field[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field];
      return [field, NUMBER_FIELDS.includes(field) ? asNumber(value) : typeof value === 'number' || typeof value === 'boolean' ? String(value) : value];
    }),
  );
}

/** A real calendar date written as YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  return calendarDateSchema.safeParse(value).success;
}

/** Make Blood Request (spec section 5): the first message of each field, as the API gives it. */
export function validateBloodRequest(values: BloodRequestValues): FieldErrors<BloodRequestField> {
  return firstErrorPerField(bloodRequestSchema, toBody(values, BLOOD_REQUEST_FIELDS));
}

/** Donate Blood and the admin's Add Donor (spec section 5): the first message of each field, as the API gives it. */
export function validateDonation(values: DonationValues): FieldErrors<DonationField> {
  return firstErrorPerField(donationSchema, toBody(values, DONATION_FIELDS));
}

/** The body of POST /api/add (without the optional event). */
export interface DonationPayload {
  name: string;
  bloodGroup: string;
  units: number;
  mobile: string;
  gender: string;
  age: number;
  city: string;
  address: string;
  date: string;
}

/** A donation form's text values as the API takes them: text trimmed, units and age as numbers. */
export function toDonationPayload(values: Record<DonationField, string>): DonationPayload {
  return {
    name: values.name.trim(),
    bloodGroup: values.bloodGroup,
    units: Number(values.units),
    mobile: values.mobile.trim(),
    gender: values.gender,
    age: Number(values.age),
    city: values.city.trim(),
    address: values.address.trim(),
    date: values.date,
  };
}
